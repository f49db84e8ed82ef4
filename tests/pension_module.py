"""The Pension Credit module the engine and explanation tests run: three sentences, a
fact the user is asked for in each, a rule that calls two others, one claim."""

PENSION = """\
:- nesy_module(pension_1).
:- text("You get Pension Credit if you live in the UK. You must have reached State Pension age. You cannot get it if you are a full-time student.").
:- sentence(0, 0, 45).
:- sentence(1, 46, 86).
:- sentence(2, 87, 136).
:- dynamic lives_in_uk/1.
:- ask(lives_in_uk, bool, "Do you live in the UK?", "", 0).
:- dynamic reached_pension_age/1.
:- ask(reached_pension_age, bool, "Have you reached State Pension age?", "", 1).
:- dynamic full_time_student/1.
:- ask(full_time_student, bool, "Are you a full-time student?", "", 2).
:- claim(gets_pension_credit, "you get Pension Credit", 0).
:- from(0).
gets_pension_credit :- lives_in_uk(true), old_enough, \\+ excluded.
:- from(1).
old_enough :- reached_pension_age(true).
:- from(2).
excluded :- full_time_student(true).
"""
