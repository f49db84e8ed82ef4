:- dynamic claims_marriage_allowance/1.
% claims_marriage_allowance(Boolean) indicates whether the user or their
% partner currently claims Marriage Allowance (true) or does not (false).
:- dynamic born_before_6_april_1935/1.
% born_before_6_april_1935(Boolean) indicates whether the user
% or their partner was born before 6 April 1935 (true) or not (false).

% eligible_for_married_couples_allowance is true when the user is not claiming
% Marriage Allowance and either the user or their partner was born before 6 April 1935.
eligible_for_married_couples_allowance :-
    claims_marriage_allowance(false),
    born_before_6_april_1935(true).

% not_eligible_for_married_couples_allowance is true when the user is already claiming
% Marriage Allowance or neither the user nor their partner is born before 6 April 1935.
not_eligible_for_married_couples_allowance :-
    claims_marriage_allowance(true);
    born_before_6_april_1935(false).

% could_claim_married_couples_allowance is true when the user may be able to claim
% Married Couple's Allowance because they are eligible.
could_claim_married_couples_allowance :-
    eligible_for_married_couples_allowance.

% can_not_claim_married_couples_allowance is true when the user is not eligible
% to claim Married Couple's Allowance.
can_not_claim_married_couples_allowance :-
    not_eligible_for_married_couples_allowance.

% can_answer_married_couples_allowance_question is true when the eligibility status
% can be determined from provided facts.
can_answer_married_couples_allowance_question :-
    claims_marriage_allowance(_),
    born_before_6_april_1935(_).

% The user_is_claiming_marriage_allowance rule is true when the stored fact indicates
% that either the user or their partner currently claims Marriage Allowance
user_is_claiming_marriage_allowance :-
    claims_marriage_allowance(true).

% The user_is_not_claiming_marriage_allowance rule is true when the stored fact indicates
% that neither the user nor their partner claims Marriage Allowance
user_is_not_claiming_marriage_allowance :-
    claims_marriage_allowance(false).

% The born_before_6_april_1935 rule is true when the stored fact
% indicates that either the user or their partner was born before 6 April 1935
born_before_6_april_1935 :-
    born_before_6_april_1935(true).

% The not_born_before_6_april_1935 rule is true when the stored
% fact indicates that neither the user nor their partner was born before 6 April 1935
not_born_before_6_april_1935 :-
    born_before_6_april_1935(false).
