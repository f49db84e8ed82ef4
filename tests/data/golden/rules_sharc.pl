%%% compiler version 2026.12.12.80

%%% 0-784804fe-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('0-784804fe-0').
:- text("#  Tax if you leave the UK to live abroad\n\nIf you work full-time abroad, you can usually visit the UK for up to 90 days - as long as you work no more than 30 of these days.").
:- sentence(0, 3, 41).
:- sentence(1, 43, 172).

:- dynamic work_full_time_abroad/1.
:- ask(work_full_time_abroad, bool, "Do you work full-time abroad?", "you work full-time abroad", 1).
:- dynamic work_no_more_than_30_of_these_days/1.
:- ask(work_no_more_than_30_of_these_days, bool, "Do you work no more than 30 of these days?", "you work no more than 30 of these days", 1).
:- claim(can_visit_uk_for_up_to_90_days, "you can visit the UK for up to 90 days", 1).

% If you work full-time abroad, you can usually visit the UK for up to 90 days - as long as you work no more than 30 of these days.
:- from(1).
can_visit_uk_for_up_to_90_days :-
    work_full_time_abroad(true),
    work_no_more_than_30_of_these_days(true).

%%% 1-b9886f6a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('1-b9886f6a-0').
:- text("To obtain a NADL, the law requires that:\n\n* Apply for a Certificate of Eligibility.\n* The loan must be to purchase, construct, or improve a home on Native American trust land.\n* The Veteran must occupy the property as his or her primary residence.\n* The Veteran must be a satisfactory credit risk.").
:- sentence(0, 0, 40).
:- sentence(1, 44, 83).
:- sentence(2, 86, 175).
:- sentence(3, 178, 247).
:- sentence(4, 250, 297).

:- dynamic apply_for_certificate_of_eligibility/1.
:- ask(apply_for_certificate_of_eligibility, bool, "Do you apply for a Certificate of Eligibility?", "apply for a Certificate of Eligibility", 1).
:- dynamic loan_is_to_purchase_construct_or_improve_home/1.
:- ask(loan_is_to_purchase_construct_or_improve_home, bool, "Is the loan to purchase, construct, or improve a home on Native American trust land?", "the loan is to purchase, construct, or improve a home on Native American trust land", 2).
:- dynamic occupy_property_as_your_primary_residence/1.
:- ask(occupy_property_as_your_primary_residence, bool, "Do you occupy the property as your primary residence?", "you occupy the property as your primary residence", 3).
:- dynamic are_satisfactory_credit_risk/1.
:- ask(are_satisfactory_credit_risk, bool, "Are you a satisfactory credit risk?", "you are a satisfactory credit risk", 4).
:- claim(can_obtain_nadl, "you can obtain a NADL", 0).

% To obtain a NADL, the law requires that:
:- from(0).
can_obtain_nadl :-
    apply_for_certificate_of_eligibility(true),
    loan_is_to_purchase_construct_or_improve_home(true),
    occupy_property_as_your_primary_residence(true),
    are_satisfactory_credit_risk(true).

%%% 2-c3f7b65d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('2-c3f7b65d-0').
:- text("## Checklist\n\nYou may get a higher rate of Family Tax Benefit Part B if you’re returning to work for the first time since:\n\n* the birth of your child, or\n* your child entered your care").
:- sentence(0, 3, 12).
:- sentence(1, 14, 122).
:- sentence(2, 126, 153).
:- sentence(3, 156, 184).

:- dynamic are_returning_to_work_for_first_time_since/1.
:- ask(are_returning_to_work_for_first_time_since, bool, "Are you returning to work for the first time since the birth of your child?", "you are returning to work for the first time since the birth of your child", 2).
:- dynamic are_returning_to_work_for_first_time_since_2/1.
:- ask(are_returning_to_work_for_first_time_since_2, bool, "Are you returning to work for the first time since your child entered your care?", "you are returning to work for the first time since your child entered your care", 3).
:- dynamic are_returning_to_work_for_first_time_since_3/1.
:- ask(are_returning_to_work_for_first_time_since_3, bool, "Are you returning to work for the first time since the birth of your child or did your child enter your care?", "you are returning to work for the first time since the birth of your child or your child entered your care", 1).
:- claim(may_get_higher_rate_of_family_tax_benefit, "you may get a higher rate of Family Tax Benefit Part B", 1).

% You may get a higher rate of Family Tax Benefit Part B if you’re returning to work for the first time since:
:- from(1).
may_get_higher_rate_of_family_tax_benefit :-
    group(are_returning_to_work_for_first_time_since_3(true), (are_returning_to_work_for_first_time_since(true) ; are_returning_to_work_for_first_time_since_2(true))).

%%% 3-5b315237-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('3-5b315237-0').
:- text("# Indiana Head Start\n\nChildren in foster care, homeless children, and children from families receiving public assistance (Temporary Assistance for Needy Families or Supplemental Security Income) are also eligible for Head Start and Early Head Start services regardless of income.").
:- sentence(0, 2, 20).
:- sentence(1, 22, 279).

:- dynamic are_child_in_foster_care/1.
:- ask(are_child_in_foster_care, bool, "Are you a child in foster care?", "you are a child in foster care", 1).
:- dynamic are_homeless_child/1.
:- ask(are_homeless_child, bool, "Are you a homeless child?", "you are a homeless child", 1).
:- dynamic are_child_from_families_receiving_public_assistance_temporary/1.
:- ask(are_child_from_families_receiving_public_assistance_temporary, bool, "Are you a child from families receiving public assistance (Temporary Assistance for Needy Families or Supplemental Security Income)?", "you are a child from families receiving public assistance (Temporary Assistance for Needy Families or Supplemental Security Income)", 1).
:- dynamic are_child_in_foster_care_homeless_child_or/1.
:- ask(are_child_in_foster_care_homeless_child_or, bool, "Are you a child in foster care, homeless child or child from families receiving public assistance (Temporary Assistance for Needy Families or Supplemental Security Income)?", "you are a child in foster care, homeless child or child from families receiving public assistance (Temporary Assistance for Needy Families or Supplemental Security Income)", 1).
:- claim(are_eligible_for_head_start_and_early_head, "you are eligible for Head Start and Early Head Start services", 1).

% Children in foster care, homeless children, and children from families receiving public assistance (Temporary Assistance for Needy Families or Supplemental Security Income) are also eligible for Head 
:- from(1).
are_eligible_for_head_start_and_early_head :-
    group(are_child_in_foster_care_homeless_child_or(true), (are_child_in_foster_care(true) ; are_homeless_child(true) ; are_child_from_families_receiving_public_assistance_temporary(true))).

%%% 4-8404f09f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('4-8404f09f-0').
:- text("## Selling in special circumstances\n\nThere are special rules for calculating your gain if:\n\n* you sell a lease or part of your land\n* your property is compulsorily purchased").
:- sentence(0, 3, 35).
:- sentence(1, 37, 90).
:- sentence(2, 94, 131).
:- sentence(3, 134, 173).

:- dynamic sell_lease_or_part_of_your_land/1.
:- ask(sell_lease_or_part_of_your_land, bool, "Do you sell a lease or part of your land?", "you sell a lease or part of your land", 2).
:- dynamic property_is_compulsorily_purchased/1.
:- ask(property_is_compulsorily_purchased, bool, "Is your property compulsorily purchased?", "your property is compulsorily purchased", 3).
:- claim(there_are_special_rules_for_calculating_your_gain, "there are special rules for calculating your gain", 1).

% There are special rules for calculating your gain if:
:- from(1).
there_are_special_rules_for_calculating_your_gain :-
    (sell_lease_or_part_of_your_land(true) ; property_is_compulsorily_purchased(true)).

%%% 5-3c496b0c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('5-3c496b0c-0').
:- text("#  3. Eligibility\n\nTo get the full basic State Pension you need a total of 30 qualifying years of National Insurance contributions or credits.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 142).

:- dynamic get_full_basic_state_pension/1.
:- ask(get_full_basic_state_pension, bool, "Do you get the full basic State Pension?", "you get the full basic State Pension", 1).
:- dynamic have_total_of_30_qualifying_years_of_national/1.
:- ask(have_total_of_30_qualifying_years_of_national, bool, "Do you have a total of 30 qualifying years of National Insurance contributions?", "you have a total of 30 qualifying years of National Insurance contributions", 1).
:- dynamic have_total_of_30_qualifying_years_of_credits/1.
:- ask(have_total_of_30_qualifying_years_of_credits, bool, "Do you have a total of 30 qualifying years of credits?", "you have a total of 30 qualifying years of credits", 1).
:- dynamic have_total_of_30_qualifying_years_of_national_2/1.
:- ask(have_total_of_30_qualifying_years_of_national_2, bool, "Do you have a total of 30 qualifying years of National Insurance contributions or credits?", "you have a total of 30 qualifying years of National Insurance contributions or credits", 1).
:- claim(need_total_of_30_qualifying_years_of_national, "you need a total of 30 qualifying years of National Insurance contributions or credits", 1).
:- claim(can_get_full_basic_state_pension, "you can get the full basic State Pension", 1).

% To get the full basic State Pension you need a total of 30 qualifying years of National Insurance contributions or credits.
:- from(1).
need_total_of_30_qualifying_years_of_national :-
    get_full_basic_state_pension(true).
can_get_full_basic_state_pension :-
    group(have_total_of_30_qualifying_years_of_national_2(true), (have_total_of_30_qualifying_years_of_national(true) ; have_total_of_30_qualifying_years_of_credits(true))).

%%% 6-e06ce07f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('6-e06ce07f-0').
:- text("#### Suspending and tailoring deductions\n\nIf a deduction is not required for a short period of time, suspending it can help to avoid an over payment. The deduction will start again on the suspension end date.").
:- sentence(0, 5, 40).
:- sentence(1, 42, 149).
:- sentence(2, 150, 208).

:- dynamic deduction_is_required_for_short_period_of_time/1.
:- ask(deduction_is_required_for_short_period_of_time, bool, "Is a deduction required for a short period of time?", "a deduction is required for a short period of time", 1).
:- claim(suspending_it_can_help_to_avoid_over_payment, "suspending it can help to avoid an over payment (Suspending and tailoring deductions)", 1).
:- claim(deduction_will_start_again_on_suspension_end_date, "the deduction will start again on the suspension end date", 2).

% If a deduction is not required for a short period of time, suspending it can help to avoid an over payment.
:- from(1).
suspending_it_can_help_to_avoid_over_payment :-
    deduction_is_required_for_short_period_of_time(false).

% The deduction will start again on the suspension end date.
:- from(2).
deduction_will_start_again_on_suspension_end_date :-
    true.

%%% 7-92e9a8ce-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('7-92e9a8ce-0').
:- text("### How Centrepay works\n\nWe use secure, electronic transfer to deduct amounts from a person's welfare payment. If you are approved to use Centrepay, we pass these payments on to your Business.").
:- sentence(0, 4, 23).
:- sentence(1, 25, 110).
:- sentence(2, 111, 192).

:- dynamic are_approved_to_use_centrepay/1.
:- ask(are_approved_to_use_centrepay, bool, "Are you approved to use Centrepay?", "you are approved to use Centrepay", 2).
:- claim(pass_these_payments_on_to_your_business, "we pass these payments on to your Business (How Centrepay works)", 2).
:- claim(use_secure_electronic_transfer_to_deduct_amounts_from, "we use secure, electronic transfer to deduct amounts from a person's welfare payment", 1).

% If you are approved to use Centrepay, we pass these payments on to your Business.
:- from(2).
pass_these_payments_on_to_your_business :-
    are_approved_to_use_centrepay(true).

% We use secure, electronic transfer to deduct amounts from a person's welfare payment.
:- from(1).
use_secure_electronic_transfer_to_deduct_amounts_from :-
    true.

%%% 8-1ff23bff-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('8-1ff23bff-0').
:- text("### Register for Aged Care Online Claiming\n\nResidential Care level 8 and Home Care level 10 give authority to:\n\n* lodge data for file upload (residential care services only)").
:- sentence(0, 4, 42).
:- sentence(1, 44, 110).
:- sentence(2, 114, 173).

:- dynamic have_residential_care_level_8_authority/1.
:- ask(have_residential_care_level_8_authority, bool, "Do you have Residential Care level 8 authority?", "you have Residential Care level 8 authority", 1).
:- dynamic have_home_care_level_10_authority/1.
:- ask(have_home_care_level_10_authority, bool, "Do you have Home Care level 10 authority?", "you have Home Care level 10 authority", 1).
:- claim(have_authority_to_lodge_data_for_file_upload, "you have authority to lodge data for file upload (residential care services only)", 2).

% lodge data for file upload (residential care services only)
:- from(2).
have_authority_to_lodge_data_for_file_upload :-
    (have_residential_care_level_8_authority(true) ; have_home_care_level_10_authority(true)).

%%% 9-a332198e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('9-a332198e-0').
:- text("HFRP applicants must provide proof of ownership, or an operator (tenant) must provide written concurrence from the landowner of tenancy for the period of the HFRP restoration agreement in order to be eligible.").
:- sentence(0, 0, 209).

:- dynamic hfrp_applicants_provide_proof_of_ownership_or_operator/1.
:- ask(hfrp_applicants_provide_proof_of_ownership_or_operator, bool, "Do HFRP applicants provide proof of ownership, or must an operator (tenant) provide written concurrence from the landowner of tenancy for the period of the HFRP restoration agreement?", "HFRP applicants provide proof of ownership, or an operator (tenant) must provide written concurrence from the landowner of tenancy for the period of the HFRP restoration agreement", 0).
:- claim(can_be_eligible, "you can be eligible", 0).

% HFRP applicants must provide proof of ownership, or an operator (tenant) must provide written concurrence from the landowner of tenancy for the period of the HFRP restoration agreement in order to be 
:- from(0).
can_be_eligible :-
    hfrp_applicants_provide_proof_of_ownership_or_operator(true).

%%% 10-67927f96-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('10-67927f96-0').
:- text("An eligible borrower is any person who is a landowner, landlord, leaseholder, tenant or sharecropper who:\n\n* Demonstrates compliance with the National Environmental Policy Act\n* Demonstrates compliance with any applicable local zoning, land use, and building codes\n* Has not been convicted of a controlled substance violation").
:- sentence(0, 0, 105).
:- sentence(1, 109, 175).
:- sentence(2, 178, 264).
:- sentence(3, 267, 325).

:- dynamic are_landowner/1.
:- ask(are_landowner, bool, "Are you a landowner?", "you are a landowner", 0).
:- dynamic are_landlord/1.
:- ask(are_landlord, bool, "Are you a landlord?", "you are a landlord", 0).
:- dynamic are_leaseholder/1.
:- ask(are_leaseholder, bool, "Are you a leaseholder?", "you are a leaseholder", 0).
:- dynamic are_tenant/1.
:- ask(are_tenant, bool, "Are you a tenant?", "you are a tenant", 0).
:- dynamic are_sharecropper/1.
:- ask(are_sharecropper, bool, "Are you a sharecropper?", "you are a sharecropper", 0).
:- dynamic are_landowner_landlord_leaseholder_tenant_or_sharecropper/1.
:- ask(are_landowner_landlord_leaseholder_tenant_or_sharecropper, bool, "Are you a landowner, landlord, leaseholder, tenant or sharecropper?", "you are a landowner, landlord, leaseholder, tenant or sharecropper", 0).
:- dynamic demonstrate_compliance_with_national_environmental_policy_act/1.
:- ask(demonstrate_compliance_with_national_environmental_policy_act, bool, "Do you demonstrate compliance with the National Environmental Policy Act?", "you demonstrate compliance with the National Environmental Policy Act", 1).
:- dynamic demonstrate_compliance_with_any_applicable_local_zoning_land/1.
:- ask(demonstrate_compliance_with_any_applicable_local_zoning_land, bool, "Do you demonstrate compliance with any applicable local zoning, land use, and building codes?", "you demonstrate compliance with any applicable local zoning, land use, and building codes", 2).
:- dynamic have_been_convicted_of_controlled_substance_violation/1.
:- ask(have_been_convicted_of_controlled_substance_violation, bool, "Have you been convicted of a controlled substance violation?", "you have been convicted of a controlled substance violation", 3).
:- claim(are_eligible_borrower, "you are an eligible borrower", 0).

% An eligible borrower is any person who is a landowner, landlord, leaseholder, tenant or sharecropper who:
:- from(0).
are_eligible_borrower :-
    group(are_landowner_landlord_leaseholder_tenant_or_sharecropper(true), (are_landowner(true) ; are_landlord(true) ; are_leaseholder(true) ; are_tenant(true) ; are_sharecropper(true))),
    demonstrate_compliance_with_national_environmental_policy_act(true),
    demonstrate_compliance_with_any_applicable_local_zoning_land(true),
    have_been_convicted_of_controlled_substance_violation(false).

%%% 11-6dbeefd7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('11-6dbeefd7-0').
:- text("## Voluntary National Insurance contributions\n\nYou need 30 years of National Insurance contributions to be eligible for the full basic State Pension.").
:- sentence(0, 3, 45).
:- sentence(1, 47, 149).

:- dynamic are_eligible_for_full_basic_state_pension/1.
:- ask(are_eligible_for_full_basic_state_pension, bool, "Are you eligible for the full basic State Pension?", "you are eligible for the full basic State Pension", 1).
:- dynamic have_30_years_of_national_insurance_contributions/1.
:- ask(have_30_years_of_national_insurance_contributions, bool, "Do you have 30 years of National Insurance contributions?", "you have 30 years of National Insurance contributions", 1).
:- claim(need_30_years_of_national_insurance_contributions, "you need 30 years of National Insurance contributions", 1).
:- claim(can_be_eligible_for_full_basic_state_pension, "you can be eligible for the full basic State Pension", 1).

% You need 30 years of National Insurance contributions to be eligible for the full basic State Pension.
:- from(1).
need_30_years_of_national_insurance_contributions :-
    are_eligible_for_full_basic_state_pension(true).
can_be_eligible_for_full_basic_state_pension :-
    have_30_years_of_national_insurance_contributions(true).

%%% 12-e238c073-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('12-e238c073-0').
:- text("## Designated Provider\n\nTo be a designated provider for a qualifying medical marijuana patient, the person must be:\n\n* Twenty-one years of age or older;\n* Named on the patient's medical marijuana authorization form.\n* Have a fully completed form also printed on tamper-resistant paper. The patient signs his or her copy of the authorization form, and the designated provider signs his or her own copy; and\n* Entered into the medical marijuana database and have a designated provider recognition card, if the patient chooses to be entered into the database.").
:- sentence(0, 3, 22).
:- sentence(1, 24, 115).
:- sentence(2, 119, 152).
:- sentence(3, 155, 215).
:- sentence(4, 218, 405).
:- sentence(5, 408, 556).

:- dynamic are_twenty_one_years_of_age_or_older/1.
:- ask(are_twenty_one_years_of_age_or_older, bool, "Are you twenty-one years of age or older?", "you are twenty-one years of age or older", 2).
:- dynamic are_named_on_patients_medical_marijuana_authorization_form/1.
:- ask(are_named_on_patients_medical_marijuana_authorization_form, bool, "Are you named on the patient's medical marijuana authorization form?", "you are named on the patient's medical marijuana authorization form", 3).
:- dynamic have_fully_completed_form_also_printed_on_tamper/1.
:- ask(have_fully_completed_form_also_printed_on_tamper, bool, "Do you have a fully completed form also printed on tamper-resistant paper?", "you have a fully completed form also printed on tamper-resistant paper", 4).
:- dynamic patient_signs_his_or_her_copy_of_authorization/1.
:- ask(patient_signs_his_or_her_copy_of_authorization, bool, "Does the patient sign his or her copy of the authorization form?", "the patient signs his or her copy of the authorization form", 4).
:- dynamic designated_provider_signs_his_or_her_own_copy/1.
:- ask(designated_provider_signs_his_or_her_own_copy, bool, "Does the designated provider sign his or her own copy?", "the designated provider signs his or her own copy", 4).
:- dynamic patient_signs_his_or_her_copy_of_authorization_2/1.
:- ask(patient_signs_his_or_her_copy_of_authorization_2, bool, "Does the patient sign his or her copy of the authorization form, and the designated provider signs his or her own copy?", "the patient signs his or her copy of the authorization form, and the designated provider signs his or her own copy", 1).
:- dynamic are_entered_into_medical_marijuana_database_and_have/1.
:- ask(are_entered_into_medical_marijuana_database_and_have, bool, "Are you entered into the medical marijuana database and do you have a designated provider recognition card?", "you are entered into the medical marijuana database and have a designated provider recognition card", 5).
:- dynamic patient_chooses_to_be_entered_into_database/1.
:- ask(patient_chooses_to_be_entered_into_database, bool, "Does the patient choose to be entered into the database?", "the patient chooses to be entered into the database", 5).
:- claim(can_be_designated_provider_for_qualifying_medical_marijuana, "you can be a designated provider for a qualifying medical marijuana patient", 1).

% To be a designated provider for a qualifying medical marijuana patient, the person must be:
:- from(1).
can_be_designated_provider_for_qualifying_medical_marijuana :-
    are_twenty_one_years_of_age_or_older(true),
    are_named_on_patients_medical_marijuana_authorization_form(true),
    have_fully_completed_form_also_printed_on_tamper(true),
    group(patient_signs_his_or_her_copy_of_authorization_2(true), (patient_signs_his_or_her_copy_of_authorization(true), designated_provider_signs_his_or_her_own_copy(true))),
    are_entered_into_medical_marijuana_database_and_have(true),
    patient_chooses_to_be_entered_into_database(true).

%%% 13-e3dcf9de-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('13-e3dcf9de-0').
:- text("## Why your tax credits change\n\nYour payments can go up because:\n\n* your income goes down by more than £2,500\n* your benefits stop or go down\n* you have a child\n* your childcare costs go up").
:- sentence(0, 3, 30).
:- sentence(1, 32, 64).
:- sentence(2, 68, 109).
:- sentence(3, 112, 141).
:- sentence(4, 144, 160).
:- sentence(5, 163, 189).

:- dynamic income_goes_down_by_amount/1.
:- ask(income_goes_down_by_amount, number("£"), "How much does your income go down by?", "the amount your income goes down by", 2).
:- comparison(income_goes_down_by_amount > 2500, "Does your income go down by more than £2,500?", 2).
:- dynamic benefits_stop_or_go_down/1.
:- ask(benefits_stop_or_go_down, bool, "Do your benefits stop or go down?", "your benefits stop or go down", 3).
:- dynamic have_child/1.
:- ask(have_child, bool, "Do you have a child?", "you have a child", 4).
:- dynamic childcare_costs_go_up/1.
:- ask(childcare_costs_go_up, bool, "Do your childcare costs go up?", "your childcare costs go up", 5).
:- claim(payments_can_go_up_because, "your payments can go up because", 1).

% Your payments can go up because:
:- from(1).
payments_can_go_up_because :-
    (income_goes_down_by_amount(IncomeGoesDownByAmount), IncomeGoesDownByAmount > 2500 ; benefits_stop_or_go_down(true) ; have_child(true) ; childcare_costs_go_up(true)).

%%% 14-d45b9cdf-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('14-d45b9cdf-0').
:- text("#  Export animal bones, protein and other by-products: special rules\n\nOtherwise, you can create your own commercial document.").
:- sentence(0, 3, 68).
:- sentence(1, 70, 125).

:- claim(can_create_your_own_commercial_document, "you can create your own commercial document", 1).

% Otherwise, you can create your own commercial document.
:- from(1).
can_create_your_own_commercial_document :-
    true.

%%% 15-96e7e0a1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('15-96e7e0a1-0').
:- text("#  6. Help if you're not working\n\nYour benefits could be affected if there are gaps in your National Insurance record. National Insurance credits can help to fill gaps in your record and protect your benefits.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 118).
:- sentence(2, 119, 209).

:- dynamic there_are_gaps_in_your_national_insurance_record/1.
:- ask(there_are_gaps_in_your_national_insurance_record, bool, "Are there gaps in your National Insurance record?", "there are gaps in your National Insurance record", 1).
:- claim(benefits_could_be_affected, "your benefits could be affected", 1).
:- claim(national_insurance_credits_can_help_to_fill_gaps, "National Insurance credits can help to fill gaps in your record and protect your benefits", 2).

% Your benefits could be affected if there are gaps in your National Insurance record.
:- from(1).
benefits_could_be_affected :-
    there_are_gaps_in_your_national_insurance_record(true).

% National Insurance credits can help to fill gaps in your record and protect your benefits.
:- from(2).
national_insurance_credits_can_help_to_fill_gaps :-
    true.

%%% 16-57a209a0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('16-57a209a0-0').
:- text("## Taking repayments from your benefits\n\nContact the DWP Debt Management contact centre if the person who died owed a repayment.").
:- sentence(0, 3, 39).
:- sentence(1, 41, 128).

:- dynamic person_who_died_owed_repayment/1.
:- ask(person_who_died_owed_repayment, bool, "Did the person who died owe a repayment?", "the person who died owed a repayment", 1).
:- claim(contact_dwp_debt_management_contact_centre, "you should contact the DWP Debt Management contact centre", 1).

% Contact the DWP Debt Management contact centre if the person who died owed a repayment.
:- from(1).
contact_dwp_debt_management_contact_centre :-
    person_who_died_owed_repayment(true).

%%% 17-3ad662d5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('17-3ad662d5-0').
:- text("#  2. VAT rates\n\n* any goods below the distance selling threshold you supply to non-VAT registered EU customers - if you go over the threshold you’ll have to register for VAT in that country").
:- sentence(0, 3, 15).
:- sentence(1, 19, 190).

:- dynamic it_is_goods_below_distance_selling_threshold_you/1.
:- ask(it_is_goods_below_distance_selling_threshold_you, bool, "Is it goods below the distance selling threshold you supply to non-VAT registered EU customers?", "it is goods below the distance selling threshold you supply to non-VAT registered EU customers", 1).
:- claim(meet_conditions_vat_rates, "you meet the conditions (VAT rates)", 1).

% any goods below the distance selling threshold you supply to non-VAT registered EU customers - if you go over the threshold you’ll have to register for VAT in that country
:- from(1).
meet_conditions_vat_rates :-
    it_is_goods_below_distance_selling_threshold_you(true).

%%% 18-7f428387-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('18-7f428387-0').
:- text("### Logging out\n\nYour session will automatically log out if you’ve been inactive for 10 minutes.").
:- sentence(0, 4, 15).
:- sentence(1, 17, 96).

:- dynamic have_been_inactive_for_10_minutes/1.
:- ask(have_been_inactive_for_10_minutes, bool, "Have you been inactive for 10 minutes?", "you have been inactive for 10 minutes", 1).
:- claim(session_will_automatically_log_out, "your session will automatically log out", 1).

% Your session will automatically log out if you’ve been inactive for 10 minutes.
:- from(1).
session_will_automatically_log_out :-
    have_been_inactive_for_10_minutes(true).

%%% 19-afd3b3e4-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('19-afd3b3e4-0').
:- text("#  3. Businesses\n\nIf the purpose of your business is to buy and sell property (you’re a property developer, for example) you don’t pay Capital Gains Tax when you sell a property. Instead, you pay:\n\n* Income Tax - if you’re a sole trader or partner\n* Corporation Tax - if you’re a limited company").
:- sentence(0, 3, 16).
:- sentence(1, 18, 178).
:- sentence(2, 179, 196).
:- sentence(3, 200, 247).
:- sentence(4, 250, 295).

:- dynamic purpose_of_your_business_is_to_buy_and/1.
:- ask(purpose_of_your_business_is_to_buy_and, bool, "Is the purpose of your business to buy and sell property?", "the purpose of your business is to buy and sell property", 1).
:- dynamic sell_property/1.
:- ask(sell_property, bool, "Do you sell a property?", "you sell a property", 1).
:- dynamic pay_income_tax/1.
:- ask(pay_income_tax, bool, "Do you pay Income Tax?", "you pay Income Tax", 3).
:- dynamic are_sole_trader/1.
:- ask(are_sole_trader, bool, "Are you a sole trader?", "you are a sole trader", 3).
:- dynamic are_partner/1.
:- ask(are_partner, bool, "Are you a partner?", "you are a partner", 3).
:- dynamic are_sole_trader_or_partner/1.
:- ask(are_sole_trader_or_partner, bool, "Are you a sole trader or partner?", "you are a sole trader or partner", 2).
:- dynamic pay_corporation_tax/1.
:- ask(pay_corporation_tax, bool, "Do you pay Corporation Tax?", "you pay Corporation Tax", 4).
:- dynamic are_limited_company/1.
:- ask(are_limited_company, bool, "Are you a limited company?", "you are a limited company", 4).
:- claim(pay_capital_gains_tax, "you pay Capital Gains Tax", 1).
:- claim(not_pay_capital_gains_tax, "you do not pay Capital Gains Tax", 1).
:- claim(instead_you_pay, "instead, you pay", 2).

% If the purpose of your business is to buy and sell property (you’re a property developer, for example) you don’t pay Capital Gains Tax when you sell a property.
:- from(1).
not_pay_capital_gains_tax :-
    purpose_of_your_business_is_to_buy_and(true),
    sell_property(true).
pay_capital_gains_tax :-
    \+ not_pay_capital_gains_tax.

% Instead, you pay:
:- from(2).
instead_you_pay :-
    (pay_income_tax(true), group(are_sole_trader_or_partner(true), (are_sole_trader(true) ; are_partner(true))) ; pay_corporation_tax(true), are_limited_company(true)).

%%% 20-d63a2d86-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('20-d63a2d86-0').
:- text("## Your child is over 16\n\nYou must stop claiming tax credits for your child if they start claiming tax credits for themselves. Phone the helpline to stop claiming tax credits.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 126).
:- sentence(2, 127, 175).

:- dynamic child_start_claiming_tax_credits_for_themselves/1.
:- ask(child_start_claiming_tax_credits_for_themselves, bool, "Does your child start claiming tax credits for themselves?", "your child start claiming tax credits for themselves", 1).
:- claim(can_claim_tax_credits_for_your_child, "you can claim tax credits for your child", 1).
:- claim(not_can_claim_tax_credits_for_your_child, "you can not claim tax credits for your child", 1).

% You must stop claiming tax credits for your child if they start claiming tax credits for themselves.
:- from(1).
not_can_claim_tax_credits_for_your_child :-
    child_start_claiming_tax_credits_for_themselves(true).
can_claim_tax_credits_for_your_child :-
    \+ not_can_claim_tax_credits_for_your_child.

%%% 21-a1e9cf73-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('21-a1e9cf73-0').
:- text("## If you don’t agree with the response\n\nYou may be able to claim costs (for example for postage or phone calls) if the Tax Credit Office admits they made a mistake. Ask them for details.").
:- sentence(0, 3, 39).
:- sentence(1, 41, 165).
:- sentence(2, 166, 187).

:- dynamic tax_credit_office_admits_they_made_mistake/1.
:- ask(tax_credit_office_admits_they_made_mistake, bool, "Does the Tax Credit Office admit they made a mistake?", "the Tax Credit Office admits they made a mistake", 1).
:- claim(may_be_able_to_claim_costs, "you may be able to claim costs", 1).

% You may be able to claim costs (for example for postage or phone calls) if the Tax Credit Office admits they made a mistake.
:- from(1).
may_be_able_to_claim_costs :-
    tax_credit_office_admits_they_made_mistake(true).

%%% 22-6746172f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('22-6746172f-0').
:- text("### How Centrepay works\n\nTo use Centrepay, getting your customer’s consent is critical. It’s the Business’s duty to understand and make sure your staff understand:\n\n* your customer must provide consent to all new or changed deductions\n* your customer can cancel a deduction at any time\n* by cancelling a deduction, a person is taking away their consent for it to continue\n* customers must provide you with a new consent before you can make deductions").
:- sentence(0, 4, 23).
:- sentence(1, 25, 87).
:- sentence(2, 88, 163).
:- sentence(3, 167, 234).
:- sentence(4, 237, 285).
:- sentence(5, 288, 371).
:- sentence(6, 374, 450).

:- dynamic customer_provides_consent_to_all_new_or_changed/1.
:- ask(customer_provides_consent_to_all_new_or_changed, bool, "Does your customer provide consent to all new or changed deductions?", "your customer provides consent to all new or changed deductions", 3).
:- dynamic customer_can_cancel_deduction_at_any_time/1.
:- ask(customer_can_cancel_deduction_at_any_time, bool, "Can your customer cancel a deduction at any time?", "your customer can cancel a deduction at any time", 4).
:- dynamic by_cancelling_deduction_person_is_taking_away_their/1.
:- ask(by_cancelling_deduction_person_is_taking_away_their, bool, "Is a person by cancelling a deduction, taking away their consent for it to continue?", "by cancelling a deduction, a person is taking away their consent for it to continue", 5).
:- dynamic customers_provide_you_with_new_consent_before_you/1.
:- ask(customers_provide_you_with_new_consent_before_you, bool, "Do customers provide you with a new consent before you can make deductions?", "customers provide you with a new consent before you can make deductions", 6).
:- claim(its_businesss_duty_to_understand_and_make_sure, "it's the Business's duty to understand and make sure your staff understand (How Centrepay works)", 2).

% It’s the Business’s duty to understand and make sure your staff understand:
:- from(2).
its_businesss_duty_to_understand_and_make_sure :-
    (customer_provides_consent_to_all_new_or_changed(true) ; customer_can_cancel_deduction_at_any_time(true) ; by_cancelling_deduction_person_is_taking_away_their(true) ; customers_provide_you_with_new_consent_before_you(true)).

%%% 23-02c40a7b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('23-02c40a7b-0').
:- text("## How to submit a claim\n\nThe quickest and easiest way to claim your Medicare benefit is at your doctor's practice. Ask if they can do this for you. If your doctor doesn't offer electronic claiming, you can claim your Medicare benefit using:\n\n* your Medicare online account through myGov, or\n* the Express Plus Medicare mobile app").
:- sentence(0, 3, 24).
:- sentence(1, 26, 115).
:- sentence(2, 116, 148).
:- sentence(3, 149, 241).
:- sentence(4, 245, 291).
:- sentence(5, 294, 330).

:- dynamic doctor_offers_electronic_claiming/1.
:- ask(doctor_offers_electronic_claiming, bool, "Does your doctor offer electronic claiming?", "your doctor offers electronic claiming", 3).
:- claim(can_claim_your_medicare_benefit_using_your_medicare, "you can claim your Medicare benefit using your Medicare online account through myGov", 4).
:- claim(can_claim_your_medicare_benefit_using_express_plus, "you can claim your Medicare benefit using the Express Plus Medicare mobile app", 5).
:- claim(quickest_and_easiest_way_to_claim_your_medicare, "the quickest and easiest way to claim your Medicare benefit is at your doctor's practice", 1).

% your Medicare online account through myGov, or
:- from(4).
can_claim_your_medicare_benefit_using_your_medicare :-
    doctor_offers_electronic_claiming(false).

% the Express Plus Medicare mobile app
:- from(5).
can_claim_your_medicare_benefit_using_express_plus :-
    doctor_offers_electronic_claiming(false).

% The quickest and easiest way to claim your Medicare benefit is at your doctor's practice.
:- from(1).
quickest_and_easiest_way_to_claim_your_medicare :-
    true.

%%% 24-1ea59c4d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('24-1ea59c4d-0').
:- text("# Bankruptcy\n\nIf you owe past due federal taxes that you cannot pay, bankruptcy may be an option.").
:- sentence(0, 2, 12).
:- sentence(1, 14, 97).

:- dynamic owe_past_due_federal_taxes_that_you_cannot/1.
:- ask(owe_past_due_federal_taxes_that_you_cannot, bool, "Do you owe past due federal taxes that you cannot pay?", "you owe past due federal taxes that you cannot pay", 1).
:- claim(bankruptcy_may_be_option, "bankruptcy may be an option", 1).

% If you owe past due federal taxes that you cannot pay, bankruptcy may be an option.
:- from(1).
bankruptcy_may_be_option :-
    owe_past_due_federal_taxes_that_you_cannot(true).

%%% 25-b1dccf99-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('25-b1dccf99-0').
:- text("## Your course\n\nYou can do a course that’s one of the following:\n\n* full-time leading to a qualification that’s at least level 6 on the Ofqual register\n* part-time leading to a qualification that’s at least level 7 on the Ofqual register\n* an overseas course of degree level study that’s equal to a UK higher education course and is being run by an overseas higher education institution\n* full-time, with at least 15 hours per week of organised daytime study, leading to a qualification which is at least level 3 on the Ofqual register").
:- sentence(0, 3, 14).
:- sentence(1, 16, 64).
:- sentence(2, 68, 151).
:- sentence(3, 154, 237).
:- sentence(4, 240, 386).
:- sentence(5, 389, 535).

:- dynamic it_is_full_time_leading_to_qualification_thats/1.
:- ask(it_is_full_time_leading_to_qualification_thats, bool, "Is it a full-time leading to a qualification that's at least level 6 on the Ofqual register?", "it is a full-time leading to a qualification that's at least level 6 on the Ofqual register", 2).
:- dynamic it_is_part_time_leading_to_qualification_thats/1.
:- ask(it_is_part_time_leading_to_qualification_thats, bool, "Is it a part-time leading to a qualification that's at least level 7 on the Ofqual register?", "it is a part-time leading to a qualification that's at least level 7 on the Ofqual register", 3).
:- dynamic it_is_overseas_course_of_degree_level_study/1.
:- ask(it_is_overseas_course_of_degree_level_study, bool, "Is it an overseas course of degree level study that's equal to a UK higher education course and is being run by an overseas higher education institution?", "it is an overseas course of degree level study that's equal to a UK higher education course and is being run by an overseas higher education institution", 4).
:- dynamic it_is_full_time_with_at_least_15/1.
:- ask(it_is_full_time_with_at_least_15, bool, "Is it a full-time, with at least 15 hours per week of organised daytime study, leading to a qualification which is at least level 3 on the Ofqual register?", "it is a full-time, with at least 15 hours per week of organised daytime study, leading to a qualification which is at least level 3 on the Ofqual register", 5).
:- dynamic it_is_full_time_leading_to_qualification_thats_2/1.
:- ask(it_is_full_time_leading_to_qualification_thats_2, bool, "Is it a full-time leading to a qualification that's at least level 6 on the Ofqual register, a part-time leading to a qualification that's at least level 7 on the Ofqual register, an overseas course of degree level study that's equal to a UK higher education course and is being run by an overseas higher education institution or a full-time, with at least 15 hours per week of organised daytime study, leading to a qualification which is at least level 3 on the Ofqual register?", "it is a full-time leading to a qualification that's at least level 6 on the Ofqual register, a part-time leading to a qualification that's at least level 7 on the Ofqual register, an overseas course of degree level study that's equal to a UK higher education course and is being run by an overseas higher education institution or a full-time, with at least 15 hours per week of organised daytime study, leading to a qualification which is at least level 3 on the Ofqual register", 1).
:- claim(can_do_course_thats, "you can do a course that's (Your course)", 1).

% You can do a course that’s one of the following:
:- from(1).
can_do_course_thats :-
    group(it_is_full_time_leading_to_qualification_thats_2(true), (it_is_full_time_leading_to_qualification_thats(true) ; it_is_part_time_leading_to_qualification_thats(true) ; it_is_overseas_course_of_degree_level_study(true) ; it_is_full_time_with_at_least_15(true))).

%%% 26-07c6bcab-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('26-07c6bcab-0').
:- text("#  6. Benefits for carers and people with disabilities\n\nTell the office that deals with your benefit that you’ll be away.").
:- sentence(0, 3, 54).
:- sentence(1, 56, 121).

:- claim(describes_benefits_for_carers_and_people_with_disabilities, "6. Benefits for carers and people with disabilities", 0).

% 6. Benefits for carers and people with disabilities
:- from(0).
describes_benefits_for_carers_and_people_with_disabilities.

%%% 27-29ac71f8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('27-29ac71f8-0').
:- text("## Reaching the gap threshold\n\nIf you’re single we’ll automatically pay you the higher benefit when you reach the threshold.").
:- sentence(0, 3, 29).
:- sentence(1, 31, 124).

:- dynamic are_single/1.
:- ask(are_single, bool, "Are you single?", "you are single", 1).
:- dynamic reach_threshold/1.
:- ask(reach_threshold, bool, "Do you reach the threshold?", "you reach the threshold", 1).
:- claim(will_automatically_pay_you_higher_benefit, "we will automatically pay you the higher benefit", 1).

% If you’re single we’ll automatically pay you the higher benefit when you reach the threshold.
:- from(1).
will_automatically_pay_you_higher_benefit :-
    are_single(true),
    reach_threshold(true).

%%% 28-ec7bb87c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('28-ec7bb87c-0').
:- text("## Statutory Sick Pay (SSP)\n\nYou can get SSP if you’re eligible and either of the following apply:\n\n* you work for a UK employer in the European Economic Area (EEA) or Switzerland\n* you work outside the EEA and your employer pays National Insurance contributions for you").
:- sentence(0, 3, 27).
:- sentence(1, 29, 98).
:- sentence(2, 102, 179).
:- sentence(3, 182, 270).

:- dynamic work_for_uk_employer_in_european_economic_area/1.
:- ask(work_for_uk_employer_in_european_economic_area, bool, "Do you work for a UK employer in the European Economic Area (EEA) or Switzerland?", "you work for a UK employer in the European Economic Area (EEA) or Switzerland", 2).
:- dynamic work_outside_eea/1.
:- ask(work_outside_eea, bool, "Do you work outside the EEA?", "you work outside the EEA", 3).
:- dynamic employer_pays_national_insurance_contributions_for_you/1.
:- ask(employer_pays_national_insurance_contributions_for_you, bool, "Does your employer pay National Insurance contributions for you?", "your employer pays National Insurance contributions for you", 3).
:- dynamic work_outside_eea_and_your_employer_pays_national/1.
:- ask(work_outside_eea_and_your_employer_pays_national, bool, "Do you work outside the EEA and does your employer pay National Insurance contributions for you?", "you work outside the EEA and your employer pays National Insurance contributions for you", 1).
:- claim(can_get_ssp, "you can get SSP", 1).

% You can get SSP if you’re eligible and either of the following apply:
:- from(1).
can_get_ssp :-
    (work_for_uk_employer_in_european_economic_area(true) ; group(work_outside_eea_and_your_employer_pays_national(true), (work_outside_eea(true), employer_pays_national_insurance_contributions_for_you(true)))).

%%% 29-75540cf3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('29-75540cf3-0').
:- text("### Appeal to the Upper Tribunal Administrative Appeals Chamber\n\n* If the Social Security and Child Support Tribunal refuses, ask the Upper Tribunal (Administrative Appeals Chamber) for permission to appeal.").
:- sentence(0, 4, 63).
:- sentence(1, 67, 207).

:- dynamic if_social_security_and_child_support_tribunal_refuses/1.
:- ask(if_social_security_and_child_support_tribunal_refuses, bool, "Do you if the Social Security and Child Support Tribunal refuses, ask the Upper Tribunal (Administrative Appeals Chamber) for permission to appeal?", "if the Social Security and Child Support Tribunal refuses, ask the Upper Tribunal (Administrative Appeals Chamber) for permission to appeal", 1).
:- claim(meet_conditions_appeal_to_upper_tribunal_administrative_appeals, "you meet the conditions (Appeal to the Upper Tribunal Administrative Appeals Chamber)", 1).

% If the Social Security and Child Support Tribunal refuses, ask the Upper Tribunal (Administrative Appeals Chamber) for permission to appeal.
:- from(1).
meet_conditions_appeal_to_upper_tribunal_administrative_appeals :-
    if_social_security_and_child_support_tribunal_refuses(true).

%%% 30-bf632379-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('30-bf632379-0').
:- text("The Farm Labor Housing Loan and Grant program provides capital financing for the development of housing for domestic farm laborers. Farm Labor Housing loans and grants are provided to buy, build, improve, or repair housing for farm laborers, including persons whose income is earned in aquaculture (fish and oyster farms) and those engaged in on-farm processing. Funds can be used to purchase a site or a leasehold interest in a site; to construct housing, day care facilities, or community rooms; to pay fees to purchase durable household furnishings; and to pay construction loan interest.").
:- sentence(0, 0, 131).
:- sentence(1, 132, 362).
:- sentence(2, 363, 591).

:- dynamic need_capital_financing_for_development_of_housing_for/1.
:- ask(need_capital_financing_for_development_of_housing_for, bool, "Do you need capital financing for the development of housing for domestic farm laborers?", "you need capital financing for the development of housing for domestic farm laborers", 0).
:- dynamic will_use_funds_to_purchase_site/1.
:- ask(will_use_funds_to_purchase_site, bool, "Will you use funds to purchase a site?", "you will use funds to purchase a site", 2).
:- dynamic will_use_funds_to_purchase_leasehold_interest_in/1.
:- ask(will_use_funds_to_purchase_leasehold_interest_in, bool, "Will you use funds to purchase a leasehold interest in a site?", "you will use funds to purchase a leasehold interest in a site", 2).
:- dynamic will_use_funds_to_purchase_site_or_leasehold/1.
:- ask(will_use_funds_to_purchase_site_or_leasehold, bool, "Will you use funds to purchase a site or a leasehold interest in a site?", "you will use funds to purchase a site or a leasehold interest in a site", 2).
:- dynamic will_use_funds_to_construct_housing/1.
:- ask(will_use_funds_to_construct_housing, bool, "Will you use funds to construct housing?", "you will use funds to construct housing", 2).
:- dynamic will_use_funds_to_construct_day_care_facilities/1.
:- ask(will_use_funds_to_construct_day_care_facilities, bool, "Will you use funds to construct day care facilities?", "you will use funds to construct day care facilities", 2).
:- dynamic will_use_funds_to_construct_community_rooms/1.
:- ask(will_use_funds_to_construct_community_rooms, bool, "Will you use funds to construct community rooms?", "you will use funds to construct community rooms", 2).
:- dynamic will_use_funds_to_construct_housing_day_care/1.
:- ask(will_use_funds_to_construct_housing_day_care, bool, "Will you use funds to construct housing, day care facilities, or community rooms?", "you will use funds to construct housing, day care facilities, or community rooms", 2).
:- dynamic will_use_funds_to_pay_fees_to_purchase/1.
:- ask(will_use_funds_to_pay_fees_to_purchase, bool, "Will you use funds to pay fees to purchase durable household furnishings?", "you will use funds to pay fees to purchase durable household furnishings", 2).
:- dynamic will_use_funds_to_pay_construction_loan_interest/1.
:- ask(will_use_funds_to_pay_construction_loan_interest, bool, "Will you use funds to pay construction loan interest?", "you will use funds to pay construction loan interest", 2).
:- claim(can_get_farm_labor_housing_loan_and_grant, "you can get the Farm Labor Housing Loan and Grant program", 0).
:- claim(can_use_funds, "you can use funds", 2).

% The Farm Labor Housing Loan and Grant program provides capital financing for the development of housing for domestic farm laborers.
:- from(0).
can_get_farm_labor_housing_loan_and_grant :-
    need_capital_financing_for_development_of_housing_for(true).

% Funds can be used to purchase a site or a leasehold interest in a site; to construct housing, day care facilities, or community rooms; to pay fees to purchase durable household furnishings; and to pay
:- from(2).
can_use_funds :-
    (group(will_use_funds_to_purchase_site_or_leasehold(true), (will_use_funds_to_purchase_site(true) ; will_use_funds_to_purchase_leasehold_interest_in(true))) ; group(will_use_funds_to_construct_housing_day_care(true), (will_use_funds_to_construct_housing(true) ; will_use_funds_to_construct_day_care_facilities(true) ; will_use_funds_to_construct_community_rooms(true))) ; will_use_funds_to_pay_fees_to_purchase(true) ; will_use_funds_to_pay_construction_loan_interest(true)).

%%% 31-ecfa0a20-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('31-ecfa0a20-0').
:- text("#  1. Overview\n\nTell the office dealing with your benefit if:\n\n* you think you’re being overpaid\n* your circumstances change").
:- sentence(0, 3, 14).
:- sentence(1, 16, 61).
:- sentence(2, 65, 96).
:- sentence(3, 99, 124).

:- dynamic think_you_are_being_overpaid/1.
:- ask(think_you_are_being_overpaid, bool, "Do you think you are being overpaid?", "you think you are being overpaid", 2).
:- dynamic circumstances_change/1.
:- ask(circumstances_change, bool, "Do your circumstances change?", "your circumstances change", 3).
:- claim(tell_office_dealing_with_your_benefit, "you should tell the office dealing with your benefit", 1).

% Tell the office dealing with your benefit if:
:- from(1).
tell_office_dealing_with_your_benefit :-
    (think_you_are_being_overpaid(true) ; circumstances_change(true)).

%%% 32-035bf970-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('32-035bf970-0').
:- text("## Sanctionable benefits\n\nThe following benefits can be reduced or stopped if you commit benefit fraud:\n\n* Working Tax Credit").
:- sentence(0, 3, 24).
:- sentence(1, 26, 103).
:- sentence(2, 107, 125).

:- dynamic commit_benefit_fraud/1.
:- ask(commit_benefit_fraud, bool, "Do you commit benefit fraud?", "you commit benefit fraud", 1).
:- dynamic working_tax_credit/1.
:- ask(working_tax_credit, bool, "Is it Working Tax Credit?", "Working Tax Credit", 2).
:- claim(benefit_can_be_reduced_or_stopped, "the benefit can be reduced or stopped", 1).

% The following benefits can be reduced or stopped if you commit benefit fraud:
:- from(1).
benefit_can_be_reduced_or_stopped :-
    commit_benefit_fraud(true),
    working_tax_credit(true).

%%% 33-06edeea1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('33-06edeea1-0').
:- text("### Exceptions for couples with at least one child\n\nYou can claim if you work less than 24 hours a week between you and one of the following applies:\n\n* you work at least 16 hours a week and you’re disabled or aged 60 or above\n* you work at least 16 hours a week and your partner is incapacitated (getting certain benefits because of disability or ill health), is entitled to Carer’s Allowance, or is in hospital or prison").
:- sentence(0, 4, 50).
:- sentence(1, 52, 149).
:- sentence(2, 153, 226).
:- sentence(3, 229, 422).

:- dynamic work_hours_week_between_you/1.
:- ask(work_hours_week_between_you, number("hours a week"), "How many hours do you work a week between you?", "the number of hours you work a week between you", 1).
:- comparison(work_hours_week_between_you < 24, "Do you work less than 24 hours a week between you?", 1).
:- dynamic work_hours_week/1.
:- ask(work_hours_week, number("hours a week"), "How many hours do you work a week?", "the number of hours you work a week", 2).
:- comparison(work_hours_week >= 16, "Do you work at least 16 hours a week?", 2).
:- dynamic are_disabled_or_aged_60_or_above/1.
:- ask(are_disabled_or_aged_60_or_above, bool, "Are you disabled or aged 60 or above?", "you are disabled or aged 60 or above", 2).
:- dynamic work_at_least_16_hours_week_and_you/1.
:- ask(work_at_least_16_hours_week_and_you, bool, "Do you work at least 16 hours a week and are you disabled or aged 60 or above?", "you work at least 16 hours a week and you're disabled or aged 60 or above", 1).
:- dynamic partner_is_incapacitated_getting_certain_benefits_because_of/1.
:- ask(partner_is_incapacitated_getting_certain_benefits_because_of, bool, "Is your partner incapacitated (getting certain benefits because of disability or ill health)?", "your partner is incapacitated (getting certain benefits because of disability or ill health)", 3).
:- dynamic partner_is_entitled_to_carers_allowance/1.
:- ask(partner_is_entitled_to_carers_allowance, bool, "Is your partner entitled to Carer's Allowance?", "your partner is entitled to Carer's Allowance", 3).
:- dynamic partner_is_in_hospital_or_prison/1.
:- ask(partner_is_in_hospital_or_prison, bool, "Is your partner in hospital or prison?", "your partner is in hospital or prison", 3).
:- dynamic work_at_least_16_hours_week_and_your/1.
:- ask(work_at_least_16_hours_week_and_your, bool, "Do you work at least 16 hours a week and is your partner incapacitated (getting certain benefits because of disability or ill health), are they entitled to Carer's Allowance, or are they in hospital or prison?", "you work at least 16 hours a week and your partner is incapacitated (getting certain benefits because of disability or ill health), is entitled to Carer's Allowance, or is in hospital or prison", 1).
:- claim(can_claim, "you can claim", 1).

% You can claim if you work less than 24 hours a week between you and one of the following applies:
:- from(1).
can_claim :-
    work_hours_week_between_you(WorkHoursWeekBetweenYou),
    WorkHoursWeekBetweenYou < 24,
    (group(work_at_least_16_hours_week_and_you(true), (work_hours_week(WorkHoursWeek), WorkHoursWeek >= 16, are_disabled_or_aged_60_or_above(true))) ; group(work_at_least_16_hours_week_and_your(true), (work_hours_week(WorkHoursWeek), WorkHoursWeek >= 16, (partner_is_incapacitated_getting_certain_benefits_because_of(true) ; partner_is_entitled_to_carers_allowance(true) ; partner_is_in_hospital_or_prison(true))))).

%%% 34-dd621ab4-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('34-dd621ab4-0').
:- text("Clothing Allowance is an annual sum of money paid to any Veteran who, because of a service-connected disability:\n\n* Wears or uses a prosthetic or orthopedic appliance which tends to wear or tear clothing, OR\n* Uses medication, which a physician has prescribed for a skin condition that is due to a service-connected disability and causes irreparable damage to the Veteran's outer garments").
:- sentence(0, 0, 112).
:- sentence(1, 116, 207).
:- sentence(2, 210, 388).

:- dynamic have_service_connected_disability/1.
:- ask(have_service_connected_disability, bool, "Do you have a service-connected disability?", "you have a service-connected disability", 0).
:- dynamic wear_or_use_prosthetic_or_orthopedic_appliance_which/1.
:- ask(wear_or_use_prosthetic_or_orthopedic_appliance_which, bool, "Do you wear or use a prosthetic or orthopedic appliance which tends to wear or tear clothing?", "you wear or use a prosthetic or orthopedic appliance which tends to wear or tear clothing", 1).
:- dynamic use_medication_which_physician_has_prescribed_for_skin/1.
:- ask(use_medication_which_physician_has_prescribed_for_skin, bool, "Do you use medication, which a physician has prescribed for a skin condition that is due to a service-connected disability and causes irreparable damage to the Veteran's outer garments?", "you use medication, which a physician has prescribed for a skin condition that is due to a service-connected disability and causes irreparable damage to the Veteran's outer garments", 2).
:- claim(clothing_allowance_is_annual_sum_of_money_paid, "Clothing Allowance is an annual sum of money paid to any Veteran", 0).

% Clothing Allowance is an annual sum of money paid to any Veteran who, because of a service-connected disability:
:- from(0).
clothing_allowance_is_annual_sum_of_money_paid :-
    have_service_connected_disability(true),
    (wear_or_use_prosthetic_or_orthopedic_appliance_which(true) ; use_medication_which_physician_has_prescribed_for_skin(true)).

%%% 35-362ac2d6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('35-362ac2d6-0').
:- text("## North Korea\n\nThe banned luxury goods for North Korea are:\n\n* hand knotted carpets, hand woven rugs and tapestries\n* pearls, precious and semi precious stones, articles of pearls, jewellery, gold or silversmith articles\n* coins and banknotes that aren’t legal tender - for example, antique coins\n* cutlery made from precious metal or plated or clad with precious metal").
:- sentence(0, 3, 14).
:- sentence(1, 16, 60).
:- sentence(2, 64, 116).
:- sentence(3, 119, 221).
:- sentence(4, 224, 297).
:- sentence(5, 300, 370).

:- dynamic it_is_hand_knotted_carpets_hand_woven_rugs/1.
:- ask(it_is_hand_knotted_carpets_hand_woven_rugs, bool, "Is it hand knotted carpets, hand woven rugs and tapestries?", "it is hand knotted carpets, hand woven rugs and tapestries", 2).
:- dynamic it_is_pearls_precious_and_semi_precious_stones/1.
:- ask(it_is_pearls_precious_and_semi_precious_stones, bool, "Is it pearls, precious and semi precious stones, articles of pearls, jewellery, gold or silversmith articles?", "it is pearls, precious and semi precious stones, articles of pearls, jewellery, gold or silversmith articles", 3).
:- dynamic it_is_coins_and_banknotes_that_are_not/1.
:- ask(it_is_coins_and_banknotes_that_are_not, bool, "Is it coins and banknotes that aren't legal tender?", "it is coins and banknotes that aren't legal tender", 4).
:- dynamic it_is_cutlery_made_from_precious_metal_or/1.
:- ask(it_is_cutlery_made_from_precious_metal_or, bool, "Is it cutlery made from precious metal or plated or clad with precious metal?", "it is cutlery made from precious metal or plated or clad with precious metal", 5).
:- dynamic it_is_hand_knotted_carpets_hand_woven_rugs_2/1.
:- ask(it_is_hand_knotted_carpets_hand_woven_rugs_2, bool, "Is it hand knotted carpets, hand woven rugs and tapestries, pearls, precious and semi precious stones, articles of pearls, jewellery, gold or silversmith articles, coins and banknotes that aren't legal tender or cutlery made from precious metal or plated or clad with precious metal?", "it is hand knotted carpets, hand woven rugs and tapestries, pearls, precious and semi precious stones, articles of pearls, jewellery, gold or silversmith articles, coins and banknotes that aren't legal tender or cutlery made from precious metal or plated or clad with precious metal", 1).
:- claim(it_is_one_of_allowed_luxury_goods_for, "it is one of the allowed luxury goods for North Korea", 1).
:- claim(not_it_is_one_of_allowed_luxury_goods_for, "it is not one of the allowed luxury goods for North Korea", 1).

% The banned luxury goods for North Korea are:
:- from(1).
not_it_is_one_of_allowed_luxury_goods_for :-
    group(it_is_hand_knotted_carpets_hand_woven_rugs_2(true), (it_is_hand_knotted_carpets_hand_woven_rugs(true) ; it_is_pearls_precious_and_semi_precious_stones(true) ; it_is_coins_and_banknotes_that_are_not(true) ; it_is_cutlery_made_from_precious_metal_or(true))).
it_is_one_of_allowed_luxury_goods_for :-
    \+ not_it_is_one_of_allowed_luxury_goods_for.

%%% 36-19c5c5d3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('36-19c5c5d3-0').
:- text("## Reliefs\n\nYou may get tax relief if the property was:\n\n* your home\n* a business asset\n* occupied by a dependent relative - find out more in the guidance on Private Residence Relief").
:- sentence(0, 3, 10).
:- sentence(1, 12, 55).
:- sentence(2, 59, 68).
:- sentence(3, 71, 87).
:- sentence(4, 90, 182).

:- dynamic property_was_your_home/1.
:- ask(property_was_your_home, bool, "Was the property your home?", "the property was your home", 2).
:- dynamic property_was_business_asset/1.
:- ask(property_was_business_asset, bool, "Was the property a business asset?", "the property was a business asset", 3).
:- dynamic property_is_occupied_by_dependent_relative/1.
:- ask(property_is_occupied_by_dependent_relative, bool, "Is the property occupied by a dependent relative?", "the property is occupied by a dependent relative", 4).
:- dynamic property_was_your_home_was_business_asset_or/1.
:- ask(property_was_your_home_was_business_asset_or, bool, "Were you the property was your home, a business asset or are you occupied by a dependent relative?", "the property was your home, was a business asset or is occupied by a dependent relative", 1).
:- claim(may_get_tax_relief, "you may get tax relief", 1).

% You may get tax relief if the property was:
:- from(1).
may_get_tax_relief :-
    group(property_was_your_home_was_business_asset_or(true), (property_was_your_home(true) ; property_was_business_asset(true) ; property_is_occupied_by_dependent_relative(true))).

%%% 37-67a871b2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('37-67a871b2-0').
:- text("## Inheriting a protected payment\n\nYou’ll inherit half of your partner’s protected payment if your marriage or civil partnership with them began before 6 April 2016 and:\n\n* their State Pension age is on or after 6 April 2016\n* they died on or after 6 April 2016").
:- sentence(0, 3, 33).
:- sentence(1, 35, 169).
:- sentence(2, 173, 224).
:- sentence(3, 227, 261).

:- dynamic marriage_or_civil_partnership_with_your_partner_began/1.
:- ask(marriage_or_civil_partnership_with_your_partner_began, bool, "Did your marriage or civil partnership with your partner begin before 6 April 2016?", "your marriage or civil partnership with your partner began before 6 April 2016", 1).
:- dynamic partners_state_pension_age_is_on/1.
:- ask(partners_state_pension_age_is_on, bool, "Is your partner's State Pension age on?", "your partner's State Pension age is on", 2).
:- dynamic partners_state_pension_age_is_after_6/1.
:- ask(partners_state_pension_age_is_after_6, bool, "Is your partner's State Pension age after 6?", "your partner's State Pension age is after 6", 2).
:- dynamic partners_state_pension_age_is_on_or_after/1.
:- ask(partners_state_pension_age_is_on_or_after, bool, "Is your partner's State Pension age on or after 6 April 2016?", "your partner's State Pension age is on or after 6 April 2016", 1).
:- dynamic partner_died_on_or_after_6_april_2016/1.
:- ask(partner_died_on_or_after_6_april_2016, bool, "Did your partner die on or after 6 April 2016?", "your partner died on or after 6 April 2016", 3).
:- claim(will_inherit_half_of_your_partners_protected_payment, "you will inherit half of your partner's protected payment", 1).

% You’ll inherit half of your partner’s protected payment if your marriage or civil partnership with them began before 6 April 2016 and:
:- from(1).
will_inherit_half_of_your_partners_protected_payment :-
    marriage_or_civil_partnership_with_your_partner_began(true),
    (group(partners_state_pension_age_is_on_or_after(true), (partners_state_pension_age_is_on(true) ; partners_state_pension_age_is_after_6(true))) ; partner_died_on_or_after_6_april_2016(true)).

%%% 38-a79dec0d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('38-a79dec0d-0').
:- text("#  1. Overview\n\nYou may be prosecuted for benefit fraud or have to pay a penalty if you don’t tell benefit providers about overpayments.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 136).

:- dynamic tell_benefit_providers_about_overpayments/1.
:- ask(tell_benefit_providers_about_overpayments, bool, "Do you tell benefit providers about overpayments?", "you tell benefit providers about overpayments", 1).
:- claim(may_be_prosecuted_for_benefit_fraud_or_have, "you may be prosecuted for benefit fraud or have to pay a penalty", 1).

% You may be prosecuted for benefit fraud or have to pay a penalty if you don’t tell benefit providers about overpayments.
:- from(1).
may_be_prosecuted_for_benefit_fraud_or_have :-
    tell_benefit_providers_about_overpayments(false).

%%% 39-972d3a0b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('39-972d3a0b-0').
:- text("## When you don’t pay\n\nYou don’t usually need to pay tax on gifts to your husband, wife, civil partner or a charity.").
:- sentence(0, 3, 21).
:- sentence(1, 23, 116).

:- claim(need_to_pay_tax_on_gifts_to_your, "you need to pay tax on gifts to your husband, wife, civil partner or a charity", 1).
:- claim(not_need_to_pay_tax_on_gifts_to_your, "you do not need to pay tax on gifts to your husband, wife, civil partner or a charity", 1).

% You don’t usually need to pay tax on gifts to your husband, wife, civil partner or a charity.
:- from(1).
not_need_to_pay_tax_on_gifts_to_your :-
    true.
need_to_pay_tax_on_gifts_to_your :-
    \+ not_need_to_pay_tax_on_gifts_to_your.

%%% 40-4448e63a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('40-4448e63a-0').
:- text("#  4. Contracting out\n\nYou could only contract out of the Additional State Pension if your employer ran a contracted-out pension scheme. Check with them.").
:- sentence(0, 3, 21).
:- sentence(1, 23, 136).
:- sentence(2, 137, 153).

:- dynamic employer_ran_contracted_out_pension_scheme/1.
:- ask(employer_ran_contracted_out_pension_scheme, bool, "Did your employer run a contracted-out pension scheme?", "your employer ran a contracted-out pension scheme", 1).
:- claim(could_contract_out_of_additional_state_pension, "you could contract out of the Additional State Pension", 1).

% You could only contract out of the Additional State Pension if your employer ran a contracted-out pension scheme.
:- from(1).
could_contract_out_of_additional_state_pension_requirement_1 :-
    employer_ran_contracted_out_pension_scheme(true).
could_contract_out_of_additional_state_pension :-
    could_contract_out_of_additional_state_pension_requirement_1.

%%% 41-b5288db1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('41-b5288db1-0').
:- text("### Costs for using Centrepay\n\nFee deductions usually come from the payment made to your Business. You must not pass this fee on to your customer.").
:- sentence(0, 4, 29).
:- sentence(1, 31, 98).
:- sentence(2, 99, 146).

:- dynamic pass_this_fee_on_to_your_customer/1.
:- ask(pass_this_fee_on_to_your_customer, bool, "Do you pass this fee on to your customer?", "you pass this fee on to your customer", 2).
:- claim(meet_conditions_costs_for_using_centrepay, "you meet the conditions (Costs for using Centrepay)", 2).
:- claim(fee_deductions_come_from_payment_made_to_your, "fee deductions come from the payment made to your Business", 1).

% You must not pass this fee on to your customer.
:- from(2).
meet_conditions_costs_for_using_centrepay_requirement_1 :-
    pass_this_fee_on_to_your_customer(false).
meet_conditions_costs_for_using_centrepay :-
    meet_conditions_costs_for_using_centrepay_requirement_1.

% Fee deductions usually come from the payment made to your Business.
:- from(1).
fee_deductions_come_from_payment_made_to_your :-
    true.

%%% 42-d59d1ddb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('42-d59d1ddb-0').
:- text("* There shall be a wind direction indicator consisting of either a wind sock, a tetrahedron or a wind tee.\n* All paved runways shall be marked in accordance with the latest State or Federal Aviation Administration Advisory Circular.").
:- sentence(0, 2, 106).
:- sentence(1, 109, 232).

:- dynamic there_is_wind_direction_indicator_consisting_of_either/1.
:- ask(there_is_wind_direction_indicator_consisting_of_either, bool, "Is there a wind direction indicator consisting of either a wind sock, a tetrahedron or a wind tee?", "there is a wind direction indicator consisting of either a wind sock, a tetrahedron or a wind tee", 0).
:- dynamic all_paved_runways_are_marked_in_accordance_with/1.
:- ask(all_paved_runways_are_marked_in_accordance_with, bool, "Are all paved runways marked in accordance with the latest State or Federal Aviation Administration Advisory Circular?", "all paved runways are marked in accordance with the latest State or Federal Aviation Administration Advisory Circular", 1).
:- claim(meet_conditions, "you meet the conditions", 0).

% There shall be a wind direction indicator consisting of either a wind sock, a tetrahedron or a wind tee.
:- from(0).
meet_conditions :-
    there_is_wind_direction_indicator_consisting_of_either(true),
    all_paved_runways_are_marked_in_accordance_with(true).

%%% 43-878ea91d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('43-878ea91d-0').
:- text("## Benefits this applies to\n\nYou can ask for mandatory reconsideration for benefits including:\n\n* Attendance Allowance\n* Bereavement Allowance\n* Carer’s Allowance\n* child maintenance (sometimes known as ‘child support’)").
:- sentence(0, 3, 27).
:- sentence(1, 29, 94).
:- sentence(2, 98, 118).
:- sentence(3, 121, 142).
:- sentence(4, 145, 162).
:- sentence(5, 165, 219).

:- dynamic it_is_attendance_allowance/1.
:- ask(it_is_attendance_allowance, bool, "Is it Attendance Allowance?", "it is Attendance Allowance", 2).
:- dynamic it_is_bereavement_allowance/1.
:- ask(it_is_bereavement_allowance, bool, "Is it Bereavement Allowance?", "it is Bereavement Allowance", 3).
:- dynamic it_is_carers_allowance/1.
:- ask(it_is_carers_allowance, bool, "Is it Carer's Allowance?", "it is Carer's Allowance", 4).
:- dynamic it_is_child_maintenance_sometimes_known_as_child/1.
:- ask(it_is_child_maintenance_sometimes_known_as_child, bool, "Is it a child maintenance (sometimes known as 'child support')?", "it is a child maintenance (sometimes known as 'child support')", 5).
:- dynamic it_is_attendance_allowance_bereavement_allowance_carers_allowance/1.
:- ask(it_is_attendance_allowance_bereavement_allowance_carers_allowance, bool, "Is it Attendance Allowance, Bereavement Allowance, Carer's Allowance or a child maintenance (sometimes known as 'child support')?", "it is Attendance Allowance, Bereavement Allowance, Carer's Allowance or a child maintenance (sometimes known as 'child support')", 1).
:- claim(can_ask_for_mandatory_reconsideration_for_benefits, "you can ask for mandatory reconsideration for benefits", 1).

% You can ask for mandatory reconsideration for benefits including:
:- from(1).
can_ask_for_mandatory_reconsideration_for_benefits :-
    group(it_is_attendance_allowance_bereavement_allowance_carers_allowance(true), (it_is_attendance_allowance(true) ; it_is_bereavement_allowance(true) ; it_is_carers_allowance(true) ; it_is_child_maintenance_sometimes_known_as_child(true))).

%%% 44-ac5c4bd8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('44-ac5c4bd8-0').
:- text("Reservists and National Guard members who are activated for Federal service OR who die/become disabled while on training status are considered Veterans.").
:- sentence(0, 0, 152).

:- claim(describes_reservists_and_national_guard_members_who_are, "Reservists and National Guard members who are activated for Federal service OR who die/become disabled while on training status are considered Veterans.", 0).

% Reservists and National Guard members who are activated for Federal service OR who die/become disabled while on training status are considered Veterans.
:- from(0).
describes_reservists_and_national_guard_members_who_are.

%%% 45-aeb07aae-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('45-aeb07aae-0').
:- text("#  1. Overview\n\nYou’re usually considered the employer of a nanny, housekeeper, gardener or anyone else who works in your home if both:\n\n* you hire them\n* they’re not self-employed or paid through an agency").
:- sentence(0, 3, 14).
:- sentence(1, 16, 135).
:- sentence(2, 139, 152).
:- sentence(3, 155, 206).

:- dynamic hire_them/1.
:- ask(hire_them, bool, "Do you hire them?", "you hire them", 2).
:- dynamic are_self_employed_or_paid_through_agency/1.
:- ask(are_self_employed_or_paid_through_agency, bool, "Are you self-employed or paid through an agency?", "you are self-employed or paid through an agency", 3).
:- claim(are_considered_employer_of_nanny_housekeeper_gardener_or, "you are considered the employer of a nanny, housekeeper, gardener or anyone else who works in your home", 1).

% You’re usually considered the employer of a nanny, housekeeper, gardener or anyone else who works in your home if both:
:- from(1).
are_considered_employer_of_nanny_housekeeper_gardener_or :-
    hire_them(true),
    are_self_employed_or_paid_through_agency(false).

%%% 46-9ac728eb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('46-9ac728eb-0').
:- text("7(a) loans are the most basic and most used type loan of the Small Business Administration's (SBA) business loan programs. It's name comes from section 7(a) of the Small Business Act, which authorizes the agency to provide business loans to American small businesses. The loan program is designed to assist for-profit businesses that are not able to get other financing from other resources.").
:- sentence(0, 0, 122).
:- sentence(1, 123, 267).
:- sentence(2, 268, 391).

:- dynamic are_for_profit_business/1.
:- ask(are_for_profit_business, bool, "Are you a for-profit business?", "you are a for-profit business", 2).
:- dynamic are_able_to_get_other_financing_from_other/1.
:- ask(are_able_to_get_other_financing_from_other, bool, "Are you able to get other financing from other resources?", "you are able to get other financing from other resources", 2).
:- dynamic are_for_profit_business_that_is_not_able/1.
:- ask(are_for_profit_business_that_is_not_able, bool, "Are you a for-profit business that is not able to get other financing from other resources?", "you are a for-profit business that is not able to get other financing from other resources", 2).
:- claim(loan_program_can_assist_you, "the loan program can assist you", 2).
:- claim(c_7_loans_are_most_basic_and_most_used, "7(a) loans are the most basic and most used type loan of the Small Business Administration's (SBA) business loan programs", 0).
:- claim(its_name_comes_from_section_7_of_small, "it's name comes from section 7(a) of the Small Business Act, which authorizes the agency to provide business loans to American small businesses", 1).

% The loan program is designed to assist for-profit businesses that are not able to get other financing from other resources.
:- from(2).
loan_program_can_assist_you :-
    group(are_for_profit_business_that_is_not_able(true), (are_for_profit_business(true), are_able_to_get_other_financing_from_other(false))).

% 7(a) loans are the most basic and most used type loan of the Small Business Administration's (SBA) business loan programs.
:- from(0).
c_7_loans_are_most_basic_and_most_used :-
    true.

% It's name comes from section 7(a) of the Small Business Act, which authorizes the agency to provide business loans to American small businesses.
:- from(1).
its_name_comes_from_section_7_of_small :-
    true.

%%% 47-578f87c8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('47-578f87c8-0').
:- text("## Statutory Maternity Pay (SMP)\n\nYou may also be able to claim it in:\n\n* Kosovo\n* Montenegro\n* Serbia\n* Turkey").
:- sentence(0, 3, 32).
:- sentence(1, 34, 70).
:- sentence(2, 74, 80).
:- sentence(3, 83, 93).
:- sentence(4, 96, 102).
:- sentence(5, 105, 111).

:- dynamic are_in_kosovo/1.
:- ask(are_in_kosovo, bool, "Are you in Kosovo?", "you are in Kosovo", 2).
:- dynamic are_in_montenegro/1.
:- ask(are_in_montenegro, bool, "Are you in Montenegro?", "you are in Montenegro", 3).
:- dynamic are_in_serbia/1.
:- ask(are_in_serbia, bool, "Are you in Serbia?", "you are in Serbia", 4).
:- dynamic are_in_turkey/1.
:- ask(are_in_turkey, bool, "Are you in Turkey?", "you are in Turkey", 5).
:- dynamic are_in_kosovo_montenegro_serbia_or_turkey/1.
:- ask(are_in_kosovo_montenegro_serbia_or_turkey, bool, "Are you in Kosovo, Montenegro, Serbia or Turkey?", "you are in Kosovo, Montenegro, Serbia or Turkey", 1).
:- claim(may_be_able_to_claim_it, "you may be able to claim it (Statutory Maternity Pay (SMP))", 1).

% You may also be able to claim it in:
:- from(1).
may_be_able_to_claim_it :-
    group(are_in_kosovo_montenegro_serbia_or_turkey(true), (are_in_kosovo(true) ; are_in_montenegro(true) ; are_in_serbia(true) ; are_in_turkey(true))).

%%% 48-72113f31-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('48-72113f31-0').
:- text("Eligible applicants may obtain direct loans for up to a maximum indebtedness of $300,000 and a direct operating Microloan for up to a maximum indebtedness of $50,000. Maximum indebtedness for a guaranteed loan is $1,399,000 (amount adjusted annually for inflation). The repayment term may vary, but typically it will not exceed seven years for intermediate-term purposes. Annual operating loans are generally repaid within 12 months or when the commodities produced are sold. In general, loan funds may be used for normal operating expenses, machinery and equipment, minor real estate repairs or improvements, and refinancing debt.").
:- sentence(0, 0, 166).
:- sentence(1, 167, 265).
:- sentence(2, 266, 371).
:- sentence(3, 372, 475).
:- sentence(4, 476, 631).

:- dynamic need_guaranteed_loan_of_amount/1.
:- ask(need_guaranteed_loan_of_amount, number("$"), "How large a guaranteed loan do you need?", "the guaranteed loan you need", 1).
:- comparison(need_guaranteed_loan_of_amount > 1399000, "Do you need a guaranteed loan of more than $1,399,000?", 1).
:- dynamic need_direct_loan/1.
:- ask(need_direct_loan, bool, "Do you need a direct loan?", "you need a direct loan", 1).
:- dynamic need_direct_loan_of_amount/1.
:- ask(need_direct_loan_of_amount, number("$"), "How large a direct loan do you need?", "the direct loan you need", 1).
:- comparison(need_direct_loan_of_amount > 300000, "Do you need a direct loan of more than $300,000?", 1).
:- dynamic need_direct_operating_microloan/1.
:- ask(need_direct_operating_microloan, bool, "Do you need a direct operating Microloan?", "you need a direct operating Microloan", 1).
:- dynamic need_direct_operating_microloan_of_amount/1.
:- ask(need_direct_operating_microloan_of_amount, number("$"), "How large a direct operating Microloan do you need?", "the direct operating Microloan you need", 1).
:- comparison(need_direct_operating_microloan_of_amount > 50000, "Do you need a direct operating Microloan of more than $50,000?", 1).
:- dynamic c_12_months_have_passed/1.
:- ask(c_12_months_have_passed, bool, "Have 12 months passed?", "12 months have passed", 3).
:- dynamic commodities_produced_are_sold/1.
:- ask(commodities_produced_are_sold, bool, "Are the commodities produced sold?", "the commodities produced are sold", 3).
:- dynamic will_use_loan_funds_for_normal_operating_expenses/1.
:- ask(will_use_loan_funds_for_normal_operating_expenses, bool, "Will you use loan funds for normal operating expenses?", "you will use loan funds for normal operating expenses", 4).
:- dynamic will_use_loan_funds_for_machinery_and_equipment/1.
:- ask(will_use_loan_funds_for_machinery_and_equipment, bool, "Will you use loan funds for machinery and equipment?", "you will use loan funds for machinery and equipment", 4).
:- dynamic will_use_loan_funds_for_minor_real_estate/1.
:- ask(will_use_loan_funds_for_minor_real_estate, bool, "Will you use loan funds for minor real estate repairs or improvements?", "you will use loan funds for minor real estate repairs or improvements", 4).
:- dynamic will_use_loan_funds_for_refinancing_debt/1.
:- ask(will_use_loan_funds_for_refinancing_debt, bool, "Will you use loan funds for refinancing debt?", "you will use loan funds for refinancing debt", 4).
:- claim(may_obtain_direct_loans_for_up_to_maximum, "you may obtain direct loans for up to a maximum indebtedness of $300,000 and a direct operating Microloan for up to a maximum indebtedness of $50,000", 0).
:- claim(annual_operating_loans_are_repaid, "annual operating loans are repaid", 3).
:- claim(can_use_loan_funds, "you can use loan funds", 4).

% Maximum indebtedness for a guaranteed loan is $1,399,000 (amount adjusted annually for inflation).
:- from(1).
may_obtain_direct_loans_for_up_to_maximum_requirement_1 :-
    \+ (need_guaranteed_loan_of_amount(NeedGuaranteedLoanOfAmount), NeedGuaranteedLoanOfAmount > 1399000),
    (need_direct_loan(true), \+ (need_direct_loan_of_amount(NeedDirectLoanOfAmount), NeedDirectLoanOfAmount > 300000) ; need_direct_operating_microloan(true), \+ (need_direct_operating_microloan_of_amount(NeedDirectOperatingMicroloanOfAmount), NeedDirectOperatingMicroloanOfAmount > 50000)).

% Eligible applicants may obtain direct loans for up to a maximum indebtedness of $300,000 and a direct operating Microloan for up to a maximum indebtedness of $50,000.
:- from(0).
may_obtain_direct_loans_for_up_to_maximum :-
    (need_direct_loan(true), \+ (need_direct_loan_of_amount(NeedDirectLoanOfAmount), NeedDirectLoanOfAmount > 300000) ; need_direct_operating_microloan(true), \+ (need_direct_operating_microloan_of_amount(NeedDirectOperatingMicroloanOfAmount), NeedDirectOperatingMicroloanOfAmount > 50000)),
    may_obtain_direct_loans_for_up_to_maximum_requirement_1.

% Annual operating loans are generally repaid within 12 months or when the commodities produced are sold.
:- from(3).
annual_operating_loans_are_repaid :-
    (c_12_months_have_passed(true) ; commodities_produced_are_sold(true)).

% In general, loan funds may be used for normal operating expenses, machinery and equipment, minor real estate repairs or improvements, and refinancing debt.
:- from(4).
can_use_loan_funds :-
    (will_use_loan_funds_for_normal_operating_expenses(true) ; will_use_loan_funds_for_machinery_and_equipment(true) ; will_use_loan_funds_for_minor_real_estate(true) ; will_use_loan_funds_for_refinancing_debt(true)).

%%% 49-ebdc8fa7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('49-ebdc8fa7-0').
:- text("### A pension worth up to £30,000 that includes a defined benefit pension\n\nIf you have £30,000 or less in all of your private pensions, you can usually take everything you have in your defined benefit pension as a ‘trivial commutation’ lump sum. If you take this option, 25% is tax-free.").
:- sentence(0, 4, 73).
:- sentence(1, 75, 245).
:- sentence(2, 246, 287).

:- dynamic have_amount_in_all_of_your_private_pensions/1.
:- ask(have_amount_in_all_of_your_private_pensions, number("£"), "How much do you have in all of your private pensions?", "the amount you have in all of your private pensions", 1).
:- comparison(have_amount_in_all_of_your_private_pensions =< 30000, "Do you have £30,000 or less in all of your private pensions?", 1).
:- dynamic take_this_option/1.
:- ask(take_this_option, bool, "Do you take this option?", "you take this option", 2).
:- claim(can_take_everything_you_have_in_your_defined, "you can take everything you have in your defined benefit pension as a 'trivial commutation' lump sum", 1).
:- claim(c_25_is_tax_free, "25% is tax-free", 2).

% If you have £30,000 or less in all of your private pensions, you can usually take everything you have in your defined benefit pension as a ‘trivial commutation’ lump sum.
:- from(1).
can_take_everything_you_have_in_your_defined :-
    have_amount_in_all_of_your_private_pensions(HaveAmountInAllOfYourPrivatePensions),
    HaveAmountInAllOfYourPrivatePensions =< 30000.

% If you take this option, 25% is tax-free.
:- from(2).
c_25_is_tax_free :-
    take_this_option(true).

%%% 50-d4ecef50-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('50-d4ecef50-0').
:- text("## Not entitled to the minimum wage\n\nThe following types of workers aren’t entitled to the National Minimum Wage or National Living Wage:\n\n* members of the armed forces\n* family members of the employer living in the employer’s home\n* non-family members living in the employer’s home who share in the work and leisure activities, are treated as one of the family and aren’t charged for meals or accommodation, for example au pairs\n* workers younger than school leaving age (usually 16)").
:- sentence(0, 3, 35).
:- sentence(1, 37, 137).
:- sentence(2, 141, 168).
:- sentence(3, 171, 231).
:- sentence(4, 234, 429).
:- sentence(5, 432, 484).

:- dynamic are_member_of_armed_forces/1.
:- ask(are_member_of_armed_forces, bool, "Are you a member of the armed forces?", "you are a member of the armed forces", 2).
:- dynamic are_family_member_of_employer_living_in_employers/1.
:- ask(are_family_member_of_employer_living_in_employers, bool, "Are you a family member of the employer living in the employer's home?", "you are a family member of the employer living in the employer's home", 3).
:- dynamic non_family_members_living_in_employers_home_who/1.
:- ask(non_family_members_living_in_employers_home_who, bool, "Are non-family members living in the employer's home who share in the work and leisure activities, treated as one of the family and aren't charged for meals or accommodation?", "non-family members living in the employer's home who share in the work and leisure activities, are treated as one of the family and aren't charged for meals or accommodation", 4).
:- dynamic are_worker_younger_than_school_leaving_age_usually/1.
:- ask(are_worker_younger_than_school_leaving_age_usually, bool, "Are you a worker younger than school leaving age (usually 16)?", "you are a worker younger than school leaving age (usually 16)", 5).
:- claim(are_entitled_to_national_minimum_wage_or_national, "you are entitled to the National Minimum Wage or National Living Wage", 1).
:- claim(not_are_entitled_to_national_minimum_wage_or_national, "you are not entitled to the National Minimum Wage or National Living Wage", 1).

% The following types of workers aren’t entitled to the National Minimum Wage or National Living Wage:
:- from(1).
not_are_entitled_to_national_minimum_wage_or_national :-
    (are_member_of_armed_forces(true) ; are_family_member_of_employer_living_in_employers(true) ; non_family_members_living_in_employers_home_who(true) ; are_worker_younger_than_school_leaving_age_usually(true)).
are_entitled_to_national_minimum_wage_or_national :-
    \+ not_are_entitled_to_national_minimum_wage_or_national.

%%% 51-56846e7e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('51-56846e7e-0').
:- text("#  Export animal semen, ova and embryos: special rules\n\nTo move germplasm within the EU, you must:\n\n* apply for an Intra Trade Animal Health certificate (ITAHC)\n* register your premises").
:- sentence(0, 3, 54).
:- sentence(1, 56, 98).
:- sentence(2, 102, 160).
:- sentence(3, 163, 185).

:- dynamic apply_for_intra_trade_animal_health_certificate_itahc/1.
:- ask(apply_for_intra_trade_animal_health_certificate_itahc, bool, "Do you apply for an Intra Trade Animal Health certificate (ITAHC)?", "you apply for an Intra Trade Animal Health certificate (ITAHC)", 2).
:- dynamic register_your_premises/1.
:- ask(register_your_premises, bool, "Do you register your premises?", "you register your premises", 3).
:- claim(can_move_germplasm_within_eu, "you can move germplasm within the EU", 1).

% To move germplasm within the EU, you must:
:- from(1).
can_move_germplasm_within_eu :-
    apply_for_intra_trade_animal_health_certificate_itahc(true),
    register_your_premises(true).

%%% 52-46818fce-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('52-46818fce-0').
:- text("#  4. Moving to the UK\n\nThere will be no change to the rights and status of EU nationals living in the UK, nor UK nationals living in the EU, while the UK remains in the EU.").
:- sentence(0, 3, 22).
:- sentence(1, 24, 173).

:- claim(there_will_be_change_to_rights_and_status, "there will be change to the rights and status of EU nationals living in the UK, nor UK nationals living in the EU, while the UK remains in the EU", 1).
:- claim(not_there_will_be_change_to_rights_and_status, "there will not be change to the rights and status of EU nationals living in the UK, nor UK nationals living in the EU, while the UK remains in the EU", 1).

% There will be no change to the rights and status of EU nationals living in the UK, nor UK nationals living in the EU, while the UK remains in the EU.
:- from(1).
not_there_will_be_change_to_rights_and_status :-
    true.
there_will_be_change_to_rights_and_status :-
    \+ not_there_will_be_change_to_rights_and_status.

%%% 53-e81d8e33-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('53-e81d8e33-0').
:- text("## To request an EAD, you must file Form I-765, Application for Employment Authorization. You will need to apply for an EAD if you:\n\n** You have a nonimmigrant status that allows you to be in the United States but does not allow you to work in the United States without first seeking permission from USCIS (such as an F-1 or M-1 student).").
:- sentence(0, 3, 131).
:- sentence(1, 136, 338).

:- dynamic have_nonimmigrant_status_that_allows_you_to_be/1.
:- ask(have_nonimmigrant_status_that_allows_you_to_be, bool, "Do you have a nonimmigrant status that allows you to be in the United States but does not allow you to work in the United States without first seeking permission from USCIS?", "you have a nonimmigrant status that allows you to be in the United States but does not allow you to work in the United States without first seeking permission from USCIS (such as an F-1 or M-1 student)", 1).
:- claim(meet_conditions_to_request_ead_you_must_file, "you meet the conditions (To request an EAD, you must file Form I-765, Application for Employment Authorization. You will need to apply for an EAD if you:)", 1).

% You have a nonimmigrant status that allows you to be in the United States but does not allow you to work in the United States without first seeking permission from USCIS (such as an F-1 or M-1 student
:- from(1).
meet_conditions_to_request_ead_you_must_file :-
    have_nonimmigrant_status_that_allows_you_to_be(true).

%%% 54-d914a1d9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('54-d914a1d9-0').
:- text("### Browser requirements for Aged Care Online Services\n\nYour browser needs to be set to allow Secure Sockets Layer (SSL), cookies and JavaScript. Most browsers are supplied with SSL, cookies and JavaScript turned on. You shouldn’t need to change these settings. If you need to change these settings you can find more information in your browser’s help function.").
:- sentence(0, 4, 54).
:- sentence(1, 56, 145).
:- sentence(2, 146, 216).
:- sentence(3, 217, 261).
:- sentence(4, 262, 361).

:- dynamic browser_is_set_to_allow_secure_sockets_layer/1.
:- ask(browser_is_set_to_allow_secure_sockets_layer, bool, "Is your browser set to allow Secure Sockets Layer (SSL)?", "your browser is set to allow Secure Sockets Layer (SSL)", 1).
:- dynamic browser_is_set_to_allow_cookies/1.
:- ask(browser_is_set_to_allow_cookies, bool, "Is your browser set to allow cookies?", "your browser is set to allow cookies", 1).
:- dynamic browser_is_set_to_allow_javascript/1.
:- ask(browser_is_set_to_allow_javascript, bool, "Is your browser set to allow JavaScript?", "your browser is set to allow JavaScript", 1).
:- dynamic browser_is_set_to_allow_secure_sockets_layer_2/1.
:- ask(browser_is_set_to_allow_secure_sockets_layer_2, bool, "Is your browser set to allow Secure Sockets Layer (SSL), cookies and JavaScript?", "your browser is set to allow Secure Sockets Layer (SSL), cookies and JavaScript", 1).
:- dynamic need/1.
:- ask(need, bool, "Do you need?", "you need", 3).
:- dynamic change_these_settings/1.
:- ask(change_these_settings, bool, "Do you change these settings?", "you change these settings", 4).
:- claim(meet_conditions_browser_requirements_for_aged_care_online, "you meet the conditions (Browser requirements for Aged Care Online Services)", 1).
:- claim(can_change_these_settings, "you can change these settings (Browser requirements for Aged Care Online Services)", 3).
:- claim(can_find_more_information_in_your_browsers_help, "you can find more information in your browser's help function", 4).

% Your browser needs to be set to allow Secure Sockets Layer (SSL), cookies and JavaScript.
:- from(1).
meet_conditions_browser_requirements_for_aged_care_online_requirement_1 :-
    group(browser_is_set_to_allow_secure_sockets_layer_2(true), (browser_is_set_to_allow_secure_sockets_layer(true), browser_is_set_to_allow_cookies(true), browser_is_set_to_allow_javascript(true))).
meet_conditions_browser_requirements_for_aged_care_online :-
    meet_conditions_browser_requirements_for_aged_care_online_requirement_1.

% You shouldn’t need to change these settings.
:- from(3).
can_change_these_settings :-
    need(false).

% If you need to change these settings you can find more information in your browser’s help function.
:- from(4).
can_find_more_information_in_your_browsers_help :-
    change_these_settings(true).

%%% 55-b15f3170-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('55-b15f3170-0').
:- text("# Medical Marijuana\n\nTo be a medical marijuana patient in the state of Washington, you must get a Medical Marijuana Authorization from a healthcare practitioner allowed to authorize marijuana for medical purposes. This allows you to grow four plants.").
:- sentence(0, 2, 19).
:- sentence(1, 21, 213).
:- sentence(2, 214, 250).

:- dynamic get_medical_marijuana_authorization_from_healthcare_practitioner_allowed/1.
:- ask(get_medical_marijuana_authorization_from_healthcare_practitioner_allowed, bool, "Do you get a Medical Marijuana Authorization from a healthcare practitioner allowed to authorize marijuana for medical purposes?", "you get a Medical Marijuana Authorization from a healthcare practitioner allowed to authorize marijuana for medical purposes", 1).
:- claim(can_be_medical_marijuana_patient_in_state_of, "you can be a medical marijuana patient in the state of Washington", 1).
:- claim(can_grow_four_plants, "you can grow four plants", 2).

% To be a medical marijuana patient in the state of Washington, you must get a Medical Marijuana Authorization from a healthcare practitioner allowed to authorize marijuana for medical purposes.
:- from(1).
can_be_medical_marijuana_patient_in_state_of :-
    get_medical_marijuana_authorization_from_healthcare_practitioner_allowed(true).

% This allows you to grow four plants.
:- from(2).
can_grow_four_plants :-
    true.

%%% 56-ee6b0c67-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('56-ee6b0c67-0').
:- text("## If your private pensions total more than £1 million\n\nYou usually pay a tax charge if the total value of your private pensions is more than £1 million. Your pension provider will take off the charge before you get your payment.").
:- sentence(0, 3, 54).
:- sentence(1, 56, 153).
:- sentence(2, 154, 229).

:- dynamic total_value_of_your_private_pensions_is_amount/1.
:- ask(total_value_of_your_private_pensions_is_amount, number("£"), "How much is the total value of your private pensions?", "the amount the total value of your private pensions is", 1).
:- comparison(total_value_of_your_private_pensions_is_amount > 1000000, "Is the total value of your private pensions more than £1 million?", 1).
:- dynamic private_pensions_total_amount/1.
:- ask(private_pensions_total_amount, number("£"), "How much do your private pensions total?", "the amount your private pensions total", 0).
:- comparison(private_pensions_total_amount > 1000000, "Do your private pensions total more than £1 million?", 0).
:- claim(pay_tax_charge, "you pay a tax charge", 1).
:- claim(pension_provider_will_take_off_charge_before_you, "your pension provider will take off the charge before you get your payment", 2).

% You usually pay a tax charge if the total value of your private pensions is more than £1 million.
:- from(1).
pay_tax_charge :-
    total_value_of_your_private_pensions_is_amount(TotalValueOfYourPrivatePensionsIsAmount),
    TotalValueOfYourPrivatePensionsIsAmount > 1000000.

% Your pension provider will take off the charge before you get your payment.
:- from(2).
pension_provider_will_take_off_charge_before_you :-
    private_pensions_total_amount(PrivatePensionsTotalAmount),
    PrivatePensionsTotalAmount > 1000000.

%%% 57-a16ba164-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('57-a16ba164-0').
:- text("### Register for Aged Care Online Claiming\n\nResidential Care level 8 and Home Care level 10 give authority to:\n\n* view current and historical claims for the nominated service").
:- sentence(0, 4, 42).
:- sentence(1, 44, 110).
:- sentence(2, 114, 174).

:- dynamic have_residential_care_level_8_authority/1.
:- ask(have_residential_care_level_8_authority, bool, "Do you have Residential Care level 8 authority?", "you have Residential Care level 8 authority", 1).
:- dynamic have_home_care_level_10_authority/1.
:- ask(have_home_care_level_10_authority, bool, "Do you have Home Care level 10 authority?", "you have Home Care level 10 authority", 1).
:- claim(have_authority_to_view_current_and_historical_claims, "you have authority to view current and historical claims for the nominated service", 2).

% view current and historical claims for the nominated service
:- from(2).
have_authority_to_view_current_and_historical_claims :-
    (have_residential_care_level_8_authority(true) ; have_home_care_level_10_authority(true)).

%%% 58-11712211-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('58-11712211-0').
:- text("# Who can get Crisis Payment\n\nIf you get Family Tax Benefit or Child Care Benefit, you must also get another income support payment to be eligible for a crisis payment.").
:- sentence(0, 2, 28).
:- sentence(1, 30, 168).

:- dynamic get_family_tax_benefit/1.
:- ask(get_family_tax_benefit, bool, "Do you get Family Tax Benefit?", "you get Family Tax Benefit", 1).
:- dynamic get_child_care_benefit/1.
:- ask(get_child_care_benefit, bool, "Do you get Child Care Benefit?", "you get Child Care Benefit", 1).
:- dynamic get_family_tax_benefit_or_child_care_benefit/1.
:- ask(get_family_tax_benefit_or_child_care_benefit, bool, "Do you get Family Tax Benefit or Child Care Benefit?", "you get Family Tax Benefit or Child Care Benefit", 1).
:- dynamic get_another_income_support_payment/1.
:- ask(get_another_income_support_payment, bool, "Do you get another income support payment?", "you get another income support payment", 1).
:- claim(can_be_eligible_for_crisis_payment, "you can be eligible for a crisis payment", 1).

% If you get Family Tax Benefit or Child Care Benefit, you must also get another income support payment to be eligible for a crisis payment.
:- from(1).
can_be_eligible_for_crisis_payment_requirement_1 :-
    (\+ group(get_family_tax_benefit_or_child_care_benefit(true), (get_family_tax_benefit(true) ; get_child_care_benefit(true))) ; get_another_income_support_payment(true)).
can_be_eligible_for_crisis_payment :-
    can_be_eligible_for_crisis_payment_requirement_1.

%%% 59-36a5dfe4-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('59-36a5dfe4-0').
:- text("## Who can’t get it\n\nYou can’t get Crisis Payment if you’ve received a Disaster Recovery Payment or another disaster relief payment for the same event.").
:- sentence(0, 3, 19).
:- sentence(1, 21, 151).

:- dynamic have_received_disaster_recovery_payment/1.
:- ask(have_received_disaster_recovery_payment, bool, "Have you received a Disaster Recovery Payment?", "you have received a Disaster Recovery Payment", 1).
:- dynamic have_received_another_disaster_relief_payment_for_same/1.
:- ask(have_received_another_disaster_relief_payment_for_same, bool, "Have you received another disaster relief payment for the same event?", "you have received another disaster relief payment for the same event", 1).
:- dynamic have_received_disaster_recovery_payment_or_another_disaster/1.
:- ask(have_received_disaster_recovery_payment_or_another_disaster, bool, "Have you received a Disaster Recovery Payment or another disaster relief payment for the same event?", "you have received a Disaster Recovery Payment or another disaster relief payment for the same event", 1).
:- claim(can_get_crisis_payment, "you can get Crisis Payment", 1).
:- claim(not_can_get_crisis_payment, "you can not get Crisis Payment", 1).

% You can’t get Crisis Payment if you’ve received a Disaster Recovery Payment or another disaster relief payment for the same event.
:- from(1).
not_can_get_crisis_payment :-
    group(have_received_disaster_recovery_payment_or_another_disaster(true), (have_received_disaster_recovery_payment(true) ; have_received_another_disaster_relief_payment_for_same(true))).
can_get_crisis_payment :-
    \+ not_can_get_crisis_payment.

%%% 60-f6feb71d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('60-f6feb71d-0').
:- text("## Donations through Gift Aid\n\nCharities and community amateur sports clubs (CASCs) can register with HM Revenue and Customs (HMRC) to be part of the Gift Aid scheme. When they’re registered, they can claim back the tax you’ve already paid on your donation.").
:- sentence(0, 3, 29).
:- sentence(1, 31, 166).
:- sentence(2, 167, 257).

:- dynamic are_charity/1.
:- ask(are_charity, bool, "Are you a charity?", "you are a charity", 1).
:- dynamic are_community_amateur_sports_club_cascs/1.
:- ask(are_community_amateur_sports_club_cascs, bool, "Are you a community amateur sports club (CASCs)?", "you are a community amateur sports club (CASCs)", 1).
:- dynamic are_charity_or_community_amateur_sports_club_cascs/1.
:- ask(are_charity_or_community_amateur_sports_club_cascs, bool, "Are you a charity or community amateur sports club (CASCs)?", "you are a charity or community amateur sports club (CASCs)", 1).
:- dynamic they_have_been_registered/1.
:- ask(they_have_been_registered, bool, "Have they been registered?", "they have been registered", 2).
:- claim(can_register_with_hm_revenue_and_customs_hmrc, "you can register with HM Revenue and Customs (HMRC) to be part of the Gift Aid scheme", 1).
:- claim(they_can_claim_back_tax_you_have_already, "they can claim back the tax you have already paid on your donation (Donations through Gift Aid)", 2).

% Charities and community amateur sports clubs (CASCs) can register with HM Revenue and Customs (HMRC) to be part of the Gift Aid scheme.
:- from(1).
can_register_with_hm_revenue_and_customs_hmrc :-
    group(are_charity_or_community_amateur_sports_club_cascs(true), (are_charity(true) ; are_community_amateur_sports_club_cascs(true))).

% When they’re registered, they can claim back the tax you’ve already paid on your donation.
:- from(2).
they_can_claim_back_tax_you_have_already :-
    they_have_been_registered(true).

%%% 61-0347ba20-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('61-0347ba20-0').
:- text("## Your child is over 16\n\nYour child can make the claim themselves if they’re over 16 and have a baby.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 102).

:- dynamic child_age/1.
:- ask(child_age, number("years"), "How old is your child?", "the age of your child", 1).
:- comparison(child_age > 16, "Is your child over 16?", 1).
:- dynamic child_have_baby/1.
:- ask(child_have_baby, bool, "Does your child have a baby?", "your child have a baby", 1).
:- dynamic child_is_over_16_and_have_baby/1.
:- ask(child_is_over_16_and_have_baby, bool, "Is your child over 16 and do they have a baby?", "your child is over 16 and have a baby", 1).
:- claim(child_can_make_claim_themselves, "your child can make the claim themselves", 1).

% Your child can make the claim themselves if they’re over 16 and have a baby.
:- from(1).
child_can_make_claim_themselves :-
    group(child_is_over_16_and_have_baby(true), (child_age(ChildAge), ChildAge > 16, child_have_baby(true))).

%%% 62-c5474899-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('62-c5474899-0').
:- text("## If your benefits stop\n\nSome benefits stop if you go back to work, work more hours or earn more money.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 104).

:- dynamic go_back_to_work/1.
:- ask(go_back_to_work, bool, "Do you go back to work?", "you go back to work", 1).
:- dynamic work_more_hours/1.
:- ask(work_more_hours, bool, "Do you work more hours?", "you work more hours", 1).
:- dynamic earn_more_money/1.
:- ask(earn_more_money, bool, "Do you earn more money?", "you earn more money", 1).
:- dynamic go_back_to_work_work_more_hours_or/1.
:- ask(go_back_to_work_work_more_hours_or, bool, "Do you go back to work, work more hours or earn more money?", "you go back to work, work more hours or earn more money", 1).
:- claim(some_benefits_stop, "some benefits stop", 1).

% Some benefits stop if you go back to work, work more hours or earn more money.
:- from(1).
some_benefits_stop :-
    group(go_back_to_work_work_more_hours_or(true), (go_back_to_work(true) ; work_more_hours(true) ; earn_more_money(true))).

%%% 63-f49a3ff1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('63-f49a3ff1-0').
:- text("## Redundancy\n\nEmployees have the right to be offered any suitable alternative job if they’re selected for redundancy (even if other colleagues are more suitable for the role) while on maternity, adoption or paternity leave.").
:- sentence(0, 3, 13).
:- sentence(1, 15, 224).

:- dynamic are_selected_for_redundancy_while_on_maternity_adoption/1.
:- ask(are_selected_for_redundancy_while_on_maternity_adoption, bool, "Are you selected for redundancy while on maternity, adoption or paternity leave?", "you are selected for redundancy while on maternity, adoption or paternity leave", 1).
:- claim(have_right_to_be_offered_any_suitable_alternative, "you have the right to be offered any suitable alternative job", 1).

% Employees have the right to be offered any suitable alternative job if they’re selected for redundancy (even if other colleagues are more suitable for the role) while on maternity, adoption or paterni
:- from(1).
have_right_to_be_offered_any_suitable_alternative :-
    are_selected_for_redundancy_while_on_maternity_adoption(true).

%%% 64-ae540360-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('64-ae540360-0').
:- text("# Getting Centrelink letters online for someone else\n\nIf you’re a nominee for someone, you can get their letters online too.").
:- sentence(0, 2, 52).
:- sentence(1, 54, 124).

:- dynamic are_nominee_for_someone/1.
:- ask(are_nominee_for_someone, bool, "Are you a nominee for someone?", "you are a nominee for someone", 1).
:- claim(can_get_their_letters_online, "you can get their letters online", 1).

% If you’re a nominee for someone, you can get their letters online too.
:- from(1).
can_get_their_letters_online :-
    are_nominee_for_someone(true).

%%% 65-f82d4446-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('65-f82d4446-0').
:- text("#  1. Eligibility\n\nYou’ll be able to claim the new State Pension if you’re:\n\n* a man born on or after 6 April 1951\n* a woman born on or after 6 April 1953").
:- sentence(0, 3, 17).
:- sentence(1, 19, 75).
:- sentence(2, 79, 114).
:- sentence(3, 117, 154).

:- dynamic are_man_born_on_or_after_6_april/1.
:- ask(are_man_born_on_or_after_6_april, bool, "Are you a man born on or after 6 April 1951?", "you are a man born on or after 6 April 1951", 2).
:- dynamic are_woman_born_on_or_after_6_april/1.
:- ask(are_woman_born_on_or_after_6_april, bool, "Are you a woman born on or after 6 April 1953?", "you are a woman born on or after 6 April 1953", 3).
:- dynamic are_man_born_on_or_after_6_april_2/1.
:- ask(are_man_born_on_or_after_6_april_2, bool, "Are you a man born on or after 6 April 1951 or woman born on or after 6 April 1953?", "you are a man born on or after 6 April 1951 or woman born on or after 6 April 1953", 1).
:- claim(will_be_able_to_claim_new_state_pension, "you will be able to claim the new State Pension", 1).

% You’ll be able to claim the new State Pension if you’re:
:- from(1).
will_be_able_to_claim_new_state_pension :-
    group(are_man_born_on_or_after_6_april_2(true), (are_man_born_on_or_after_6_april(true) ; are_woman_born_on_or_after_6_april(true))).

%%% 66-9c8ef193-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('66-9c8ef193-0').
:- text("## Help with the form\n\nCall the helpline if you have any questions about completing the form.").
:- sentence(0, 3, 21).
:- sentence(1, 23, 93).

:- dynamic have_any_questions_about_completing_form/1.
:- ask(have_any_questions_about_completing_form, bool, "Do you have any questions about completing the form?", "you have any questions about completing the form", 1).
:- claim(call_helpline, "you should call the helpline", 1).

% Call the helpline if you have any questions about completing the form.
:- from(1).
call_helpline :-
    have_any_questions_about_completing_form(true).

%%% 67-4e17bd1d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('67-4e17bd1d-0').
:- text("All airport managers shall perform the following duties.").
:- sentence(0, 0, 56).

:- dynamic are_airport_manager/1.
:- ask(are_airport_manager, bool, "Are you an airport manager?", "you are an airport manager", 0).
:- claim(must_perform_following_duties, "you must perform the following duties", 0).

% All airport managers shall perform the following duties.
:- from(0).
must_perform_following_duties :-
    are_airport_manager(true).

%%% 68-1a728c43-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('68-1a728c43-0').
:- text("### Your obligations\n\nBusinesses that use Centrepay need to:\n\n* anti-hawking\n* cooling-off periods, and\n* consumer credit services\n* behave ethically and deal with your customers in a fair and honest manner which doesn’t take unfair advantage of them").
:- sentence(0, 4, 20).
:- sentence(1, 22, 60).
:- sentence(2, 64, 76).
:- sentence(3, 79, 103).
:- sentence(4, 106, 130).
:- sentence(5, 133, 250).

:- dynamic have_anti_hawking/1.
:- ask(have_anti_hawking, bool, "Do you have anti-hawking?", "you have anti-hawking", 2).
:- dynamic have_cooling_off_periods/1.
:- ask(have_cooling_off_periods, bool, "Do you have cooling-off periods?", "you have cooling-off periods", 3).
:- dynamic have_consumer_credit_services/1.
:- ask(have_consumer_credit_services, bool, "Do you have consumer credit services?", "you have consumer credit services", 4).
:- dynamic behave_ethically_and_deal_with_your_customers_in/1.
:- ask(behave_ethically_and_deal_with_your_customers_in, bool, "Do you behave ethically and deal with your customers in a fair and honest manner which doesn't take unfair advantage of them?", "you behave ethically and deal with your customers in a fair and honest manner which doesn't take unfair advantage of them", 5).
:- claim(can_use_centrepay, "you can use Centrepay", 1).

% Businesses that use Centrepay need to:
:- from(1).
can_use_centrepay :-
    have_anti_hawking(true),
    have_cooling_off_periods(true),
    have_consumer_credit_services(true),
    behave_ethically_and_deal_with_your_customers_in(true).

%%% 69-c24d6885-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('69-c24d6885-0').
:- text("## Appeal a decision\n\nIf you’re unhappy with the response you can appeal the decision.").
:- sentence(0, 3, 20).
:- sentence(1, 22, 86).

:- dynamic are_unhappy_with_response/1.
:- ask(are_unhappy_with_response, bool, "Are you unhappy with the response?", "you are unhappy with the response", 1).
:- claim(can_appeal_decision, "you can appeal the decision", 1).

% If you’re unhappy with the response you can appeal the decision.
:- from(1).
can_appeal_decision :-
    are_unhappy_with_response(true).

%%% 70-0ec6f982-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('70-0ec6f982-0').
:- text("# Infographic: Find Affordable Rental Housing\n\nGovernment programs help low-income people find affordable rental housing. This infographic explains how they work.").
:- sentence(0, 2, 45).
:- sentence(1, 47, 121).
:- sentence(2, 122, 162).

:- dynamic are_low_income/1.
:- ask(are_low_income, bool, "Are you low-income?", "you are low-income", 1).
:- dynamic want_to_find_affordable_rental_housing/1.
:- ask(want_to_find_affordable_rental_housing, bool, "Do you want to find affordable rental housing?", "you want to find affordable rental housing", 1).
:- dynamic are_low_income_and_you_want_to_find/1.
:- ask(are_low_income_and_you_want_to_find, bool, "Are you low-income and do you want to find affordable rental housing?", "you are low-income and you want to find affordable rental housing", 1).
:- claim(government_programs_can_help_you, "government programs can help you", 1).
:- claim(this_infographic_explains_how_they_work, "this infographic explains how they work (Infographic: Find Affordable Rental Housing)", 2).

% Government programs help low-income people find affordable rental housing.
:- from(1).
government_programs_can_help_you :-
    group(are_low_income_and_you_want_to_find(true), (are_low_income(true), want_to_find_affordable_rental_housing(true))).

% This infographic explains how they work.
:- from(2).
this_infographic_explains_how_they_work :-
    true.

%%% 71-b8fd227a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('71-b8fd227a-0').
:- text("#  3. Eligibility\n\nYou may get Cold Weather Payments if you’re getting:\n\n* Universal Credit").
:- sentence(0, 3, 17).
:- sentence(1, 19, 71).
:- sentence(2, 75, 91).

:- dynamic are_getting_universal_credit/1.
:- ask(are_getting_universal_credit, bool, "Are you getting Universal Credit?", "you are getting Universal Credit", 2).
:- claim(may_get_cold_weather_payments, "you may get Cold Weather Payments", 1).

% You may get Cold Weather Payments if you’re getting:
:- from(1).
may_get_cold_weather_payments :-
    are_getting_universal_credit(true).

%%% 72-d4d4bdd9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('72-d4d4bdd9-0').
:- text("The Native American Direct Loan (NADL) program makes home loans available to eligible Native American Veterans who wish to purchase, construct, or improve a home on Federal Trust land or to reduce the interest rate.").
:- sentence(0, 0, 215).

:- dynamic are_eligible_native_american_veteran/1.
:- ask(are_eligible_native_american_veteran, bool, "Are you an eligible Native American veteran?", "you are an eligible Native American veteran", 0).
:- dynamic wish_to_purchase/1.
:- ask(wish_to_purchase, bool, "Do you wish to purchase?", "you wish to purchase", 0).
:- dynamic are_eligible_native_american_veteran_who_wishes_to/1.
:- ask(are_eligible_native_american_veteran_who_wishes_to, bool, "Are you an eligible Native American veteran who wishes to purchase?", "you are an eligible Native American veteran who wishes to purchase", 0).
:- claim(can_get_native_american_direct_loan_nadl_program, "you can get the Native American Direct Loan (NADL) program", 0).

% The Native American Direct Loan (NADL) program makes home loans available to eligible Native American Veterans who wish to purchase, construct, or improve a home on Federal Trust land or to reduce the
:- from(0).
can_get_native_american_direct_loan_nadl_program :-
    group(are_eligible_native_american_veteran_who_wishes_to(true), (are_eligible_native_american_veteran(true), wish_to_purchase(true))).

%%% 73-4bfeb5db-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('73-4bfeb5db-0').
:- text("### Logging out\n\nWhen you log out of your app a message will say: you have successfully logged out. If you don’t see this message, you haven’t logged out properly.").
:- sentence(0, 4, 15).
:- sentence(1, 17, 99).
:- sentence(2, 100, 163).

:- dynamic log_out_of_your_app/1.
:- ask(log_out_of_your_app, bool, "Do you log out of your app?", "you log out of your app", 1).
:- dynamic see_this_message/1.
:- ask(see_this_message, bool, "Do you see this message?", "you see this message", 2).
:- claim(message_will_say_you_have_successfully_logged_out, "a message will say: you have successfully logged out", 1).
:- claim(have_logged_out_properly, "you have logged out properly", 2).
:- claim(not_have_logged_out_properly, "you have not logged out properly", 2).

% When you log out of your app a message will say: you have successfully logged out.
:- from(1).
message_will_say_you_have_successfully_logged_out :-
    log_out_of_your_app(true).

% If you don’t see this message, you haven’t logged out properly.
:- from(2).
not_have_logged_out_properly :-
    see_this_message(false).
have_logged_out_properly :-
    \+ not_have_logged_out_properly.

%%% 74-ad21c31f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('74-ad21c31f-0').
:- text("You can also get help and information about ‘interviews under caution’ from:\n\n* Citizen’s Advice\n* Advice Now").
:- sentence(0, 0, 76).
:- sentence(1, 80, 96).
:- sentence(2, 99, 109).

:- dynamic it_is_citizens_advice/1.
:- ask(it_is_citizens_advice, bool, "Is it Citizen's Advice?", "it is Citizen's Advice", 1).
:- dynamic it_is_advice_now/1.
:- ask(it_is_advice_now, bool, "Is it Advice Now?", "it is Advice Now", 2).
:- dynamic it_is_citizens_advice_or_advice_now/1.
:- ask(it_is_citizens_advice_or_advice_now, bool, "Is it Citizen's Advice or Advice Now?", "it is Citizen's Advice or Advice Now", 0).
:- claim(can_get_help_and_information_about_interviews_under, "you can get help and information about 'interviews under caution'", 0).

% You can also get help and information about ‘interviews under caution’ from:
:- from(0).
can_get_help_and_information_about_interviews_under :-
    group(it_is_citizens_advice_or_advice_now(true), (it_is_citizens_advice(true) ; it_is_advice_now(true))).

%%% 75-44668902-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('75-44668902-0').
:- text("# Who can get Crisis Payment\n\nCrisis Payment can help if you:\n\n* get out of jail\n* are experiencing family and domestic violence\n* have been in prison or psychiatric confinement for 14 days\n* have severe financial hardship").
:- sentence(0, 2, 28).
:- sentence(1, 30, 61).
:- sentence(2, 65, 80).
:- sentence(3, 83, 128).
:- sentence(4, 131, 189).
:- sentence(5, 192, 222).

:- dynamic get_out_of_jail/1.
:- ask(get_out_of_jail, bool, "Do you get out of jail?", "you get out of jail", 2).
:- dynamic are_experiencing_family_and_domestic_violence/1.
:- ask(are_experiencing_family_and_domestic_violence, bool, "Are you experiencing family and domestic violence?", "you are experiencing family and domestic violence", 3).
:- dynamic have_been_in_prison_or_psychiatric_confinement_for/1.
:- ask(have_been_in_prison_or_psychiatric_confinement_for, bool, "Have you been in prison or psychiatric confinement for 14 days?", "you have been in prison or psychiatric confinement for 14 days", 4).
:- dynamic have_severe_financial_hardship/1.
:- ask(have_severe_financial_hardship, bool, "Do you have severe financial hardship?", "you have severe financial hardship", 5).
:- claim(crisis_payment_can_help, "Crisis Payment can help", 1).

% Crisis Payment can help if you:
:- from(1).
crisis_payment_can_help :-
    (get_out_of_jail(true) ; are_experiencing_family_and_domestic_violence(true) ; have_been_in_prison_or_psychiatric_confinement_for(true) ; have_severe_financial_hardship(true)).

%%% 76-f41632a6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('76-f41632a6-0').
:- text("## Statutory Maternity Pay (SMP)\n\nYou may also be able to claim it in:\n\n* Barbados\n* Bosnia and Herzegovina\n* Israel\n* Channel Islands").
:- sentence(0, 3, 32).
:- sentence(1, 34, 70).
:- sentence(2, 74, 82).
:- sentence(3, 85, 107).
:- sentence(4, 110, 116).
:- sentence(5, 119, 134).

:- dynamic are_in_barbados/1.
:- ask(are_in_barbados, bool, "Are you in Barbados?", "you are in Barbados", 2).
:- dynamic are_in_bosnia_and_herzegovina/1.
:- ask(are_in_bosnia_and_herzegovina, bool, "Are you in Bosnia and Herzegovina?", "you are in Bosnia and Herzegovina", 3).
:- dynamic are_in_israel/1.
:- ask(are_in_israel, bool, "Are you in Israel?", "you are in Israel", 4).
:- dynamic are_in_channel_islands/1.
:- ask(are_in_channel_islands, bool, "Are you in Channel Islands?", "you are in Channel Islands", 5).
:- dynamic are_in_barbados_bosnia_and_herzegovina_israel_or/1.
:- ask(are_in_barbados_bosnia_and_herzegovina_israel_or, bool, "Are you in Barbados, Bosnia and Herzegovina, Israel or Channel Islands?", "you are in Barbados, Bosnia and Herzegovina, Israel or Channel Islands", 1).
:- claim(may_be_able_to_claim_it, "you may be able to claim it (Statutory Maternity Pay (SMP))", 1).

% You may also be able to claim it in:
:- from(1).
may_be_able_to_claim_it :-
    group(are_in_barbados_bosnia_and_herzegovina_israel_or(true), (are_in_barbados(true) ; are_in_bosnia_and_herzegovina(true) ; are_in_israel(true) ; are_in_channel_islands(true))).

%%% 77-359f3d3c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('77-359f3d3c-0').
:- text("Loans are for 33 years at 1 percent interest. Grants may cover up to 90 percent of development costs. The balance may be a Farm Labor Housing Program loan.").
:- sentence(0, 0, 45).
:- sentence(1, 46, 101).
:- sentence(2, 102, 155).

:- claim(loans_are_for_33_years_at_1_percent, "loans are for 33 years at 1 percent interest", 0).
:- claim(grants_may_cover_up_to_90_percent_of, "grants may cover up to 90 percent of development costs", 1).
:- claim(balance_may_be_farm_labor_housing_program_loan, "the balance may be a Farm Labor Housing Program loan", 2).

% Loans are for 33 years at 1 percent interest.
:- from(0).
loans_are_for_33_years_at_1_percent :-
    true.

% Grants may cover up to 90 percent of development costs.
:- from(1).
grants_may_cover_up_to_90_percent_of :-
    true.

% The balance may be a Farm Labor Housing Program loan.
:- from(2).
balance_may_be_farm_labor_housing_program_loan :-
    true.

%%% 78-6b1747fa-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('78-6b1747fa-0').
:- text("## Keeping in touch days\n\nThe type of work and pay employees get should be agreed before they come into work. The employee’s right to maternity, adoption or additional paternity leave and pay isn’t affected by taking keeping in touch days.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 109).
:- sentence(2, 110, 239).

:- claim(type_of_work_and_pay_employees_get_should, "the type of work and pay employees get should be agreed before they come into work (Keeping in touch days)", 1).
:- claim(employees_right_to_maternity_adoption_or_additional_paternity, "the employee's right to maternity, adoption or additional paternity leave and pay is affected by taking keeping in touch days", 2).
:- claim(not_employees_right_to_maternity_adoption_or_additional_paternity, "the employee's right to maternity, adoption or additional paternity leave and pay is not affected by taking keeping in touch days", 2).

% The type of work and pay employees get should be agreed before they come into work.
:- from(1).
type_of_work_and_pay_employees_get_should :-
    true.

% The employee’s right to maternity, adoption or additional paternity leave and pay isn’t affected by taking keeping in touch days.
:- from(2).
not_employees_right_to_maternity_adoption_or_additional_paternity :-
    true.
employees_right_to_maternity_adoption_or_additional_paternity :-
    \+ not_employees_right_to_maternity_adoption_or_additional_paternity.

%%% 79-93c25a56-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('79-93c25a56-0').
:- text("#  2. Who gets the minimum wage\n\nApprentices over 19 who have completed the first year of their apprenticeship are entitled to the correct minimum wage for their age.").
:- sentence(0, 3, 31).
:- sentence(1, 33, 166).

:- dynamic are_apprentice/1.
:- ask(are_apprentice, bool, "Are you an apprentice?", "you are an apprentice", 1).
:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 1).
:- comparison(age > 19, "Are you over 19?", 1).
:- dynamic have_completed_first_year_of_your_apprenticeship/1.
:- ask(have_completed_first_year_of_your_apprenticeship, bool, "Have you completed the first year of your apprenticeship?", "you have completed the first year of your apprenticeship", 1).
:- claim(are_entitled_to_correct_minimum_wage_for_your, "you are entitled to the correct minimum wage for your age", 1).

% Apprentices over 19 who have completed the first year of their apprenticeship are entitled to the correct minimum wage for their age.
:- from(1).
are_entitled_to_correct_minimum_wage_for_your :-
    are_apprentice(true),
    age(Age),
    Age > 19,
    have_completed_first_year_of_your_apprenticeship(true).

%%% 80-8e7e447a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('80-8e7e447a-0').
:- text("#  3. Appointees\n\nYou can apply for the right to deal with the tax credits of someone who can’t manage their own affairs, eg because they’re mentally incapable or severely disabled.").
:- sentence(0, 3, 16).
:- sentence(1, 18, 181).

:- dynamic person_can_manage_their_own_affairs/1.
:- ask(person_can_manage_their_own_affairs, bool, "Can the person manage their own affairs?", "the person can manage their own affairs", 1).
:- claim(can_apply_for_right_to_deal_with_tax, "you can apply for the right to deal with the tax credits of someone", 1).

% You can apply for the right to deal with the tax credits of someone who can’t manage their own affairs, eg because they’re mentally incapable or severely disabled.
:- from(1).
can_apply_for_right_to_deal_with_tax :-
    person_can_manage_their_own_affairs(false).

%%% 81-0145b976-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('81-0145b976-0').
:- text("SBA provides loans to businesses - not individuals - so the requirements of eligibility are based on aspects of the business, not the owners. All businesses that are considered for financing under SBA's 7(a) loan program must: meet SBA size standards, be for-profit, not already have the internal resources (business or personal) to provide the financing, and be able to demonstrate repayment. Certain variations of SBA's 7(a) loan program may also require additional eligibility criteria. Special purpose programs will identify those additional criteria.").
:- sentence(0, 0, 141).
:- sentence(1, 142, 393).
:- sentence(2, 394, 489).
:- sentence(3, 490, 555).

:- dynamic are_business/1.
:- ask(are_business, bool, "Are you a business?", "you are a business", 0).
:- dynamic are_considered_for_financing_under_sbas_7_loan/1.
:- ask(are_considered_for_financing_under_sbas_7_loan, bool, "Are you considered for financing under SBA's 7(a) loan program?", "you are considered for financing under SBA's 7(a) loan program", 1).
:- dynamic it_is_certain_variation_of_sbas_7_loan/1.
:- ask(it_is_certain_variation_of_sbas_7_loan, bool, "Is it a certain variation of SBA's 7(a) loan program?", "it is a certain variation of SBA's 7(a) loan program", 2).
:- claim(can_get_sba, "you can get SBA", 0).
:- claim(must_meet_sba_size_standards_be_for_profit, "you must: meet SBA size standards, be for-profit, not already have the internal resources (business or personal) to provide the financing, and be able to demonstrate repayment", 1).
:- claim(it_may_require_additional_eligibility_criteria, "it may require additional eligibility criteria", 2).
:- claim(special_purpose_programs_will_identify_those_additional_criteria, "special purpose programs will identify those additional criteria", 3).

% SBA provides loans to businesses - not individuals - so the requirements of eligibility are based on aspects of the business, not the owners.
:- from(0).
can_get_sba :-
    are_business(true).

% All businesses that are considered for financing under SBA's 7(a) loan program must: meet SBA size standards, be for-profit, not already have the internal resources (business or personal) to provide t
:- from(1).
must_meet_sba_size_standards_be_for_profit :-
    are_business(true),
    are_considered_for_financing_under_sbas_7_loan(true).

% Certain variations of SBA's 7(a) loan program may also require additional eligibility criteria.
:- from(2).
it_may_require_additional_eligibility_criteria :-
    it_is_certain_variation_of_sbas_7_loan(true).

% Special purpose programs will identify those additional criteria.
:- from(3).
special_purpose_programs_will_identify_those_additional_criteria :-
    true.

%%% 82-f6b0bf2d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('82-f6b0bf2d-0').
:- text("## Marijuana Prevention and Education Program\n\nThe first retail marijuana stores opened in July 2014. Marijuana remains illegal for people under the age of 21.").
:- sentence(0, 3, 45).
:- sentence(1, 47, 101).
:- sentence(2, 102, 159).

:- claim(first_retail_marijuana_stores_opened_in_july_2014, "the first retail marijuana stores opened in July 2014", 1).
:- claim(marijuana_remains_allowed_for_people_under_age_of, "Marijuana remains allowed for people under the age of 21", 2).
:- claim(not_marijuana_remains_allowed_for_people_under_age_of, "it is not the case that Marijuana remains allowed for people under the age of 21 (Marijuana Prevention and Education Program)", 2).

% The first retail marijuana stores opened in July 2014.
:- from(1).
first_retail_marijuana_stores_opened_in_july_2014 :-
    true.

% Marijuana remains illegal for people under the age of 21.
:- from(2).
not_marijuana_remains_allowed_for_people_under_age_of :-
    true.
marijuana_remains_allowed_for_people_under_age_of :-
    \+ not_marijuana_remains_allowed_for_people_under_age_of.

%%% 83-252da0fa-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('83-252da0fa-0').
:- text("## Going abroad permanently to another EEA country or Switzerland\n\nYou or a family member may be able to claim benefits if you:\n\n* work in the UK or pay National Insurance in the UK because of work\n* have paid enough National Insurance to qualify for contribution-based benefits\n* are getting State Pension, Industrial Injuries Benefit, contribution-based ESA or bereavement benefits").
:- sentence(0, 3, 65).
:- sentence(1, 67, 127).
:- sentence(2, 131, 197).
:- sentence(3, 200, 278).
:- sentence(4, 281, 383).

:- dynamic work_in_uk_or_pay_national_insurance_in/1.
:- ask(work_in_uk_or_pay_national_insurance_in, bool, "Do you work in the UK or pay National Insurance in the UK because of work?", "you work in the UK or pay National Insurance in the UK because of work", 2).
:- dynamic have_paid_enough_national_insurance_to_qualify_for/1.
:- ask(have_paid_enough_national_insurance_to_qualify_for, bool, "Have you paid enough National Insurance to qualify for contribution-based benefits?", "you have paid enough National Insurance to qualify for contribution-based benefits", 3).
:- dynamic are_getting_state_pension_industrial_injuries_benefit_contribution/1.
:- ask(are_getting_state_pension_industrial_injuries_benefit_contribution, bool, "Are you getting State Pension, Industrial Injuries Benefit, contribution-based ESA or bereavement benefits?", "you are getting State Pension, Industrial Injuries Benefit, contribution-based ESA or bereavement benefits", 4).
:- claim(you_or_family_member_may_be_able_to, "you or a family member may be able to claim benefits", 1).

% You or a family member may be able to claim benefits if you:
:- from(1).
you_or_family_member_may_be_able_to :-
    (work_in_uk_or_pay_national_insurance_in(true) ; have_paid_enough_national_insurance_to_qualify_for(true) ; are_getting_state_pension_industrial_injuries_benefit_contribution(true)).

%%% 84-10a8a0a6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('84-10a8a0a6-0').
:- text("### Housing Benefit\n\nYou don’t need to ask for mandatory reconsideration if you’re appealing a decision about Housing Benefit - you’ll need to appeal to the local council that made the decision.").
:- sentence(0, 4, 19).
:- sentence(1, 21, 194).

:- dynamic are_appealing_decision_about_housing_benefit/1.
:- ask(are_appealing_decision_about_housing_benefit, bool, "Are you appealing a decision about Housing Benefit?", "you are appealing a decision about Housing Benefit", 1).
:- dynamic appeal_to_local_council_that_made_decision/1.
:- ask(appeal_to_local_council_that_made_decision, bool, "Do you appeal to the local council that made the decision?", "you appeal to the local council that made the decision", 1).
:- claim(need_to_ask_for_mandatory_reconsideration, "you need to ask for mandatory reconsideration", 1).
:- claim(not_need_to_ask_for_mandatory_reconsideration, "you do not need to ask for mandatory reconsideration", 1).
:- claim(meet_conditions_housing_benefit, "you meet the conditions (Housing Benefit)", 1).

% You don’t need to ask for mandatory reconsideration if you’re appealing a decision about Housing Benefit - you’ll need to appeal to the local council that made the decision.
:- from(1).
not_need_to_ask_for_mandatory_reconsideration :-
    are_appealing_decision_about_housing_benefit(true).
need_to_ask_for_mandatory_reconsideration :-
    \+ not_need_to_ask_for_mandatory_reconsideration.
meet_conditions_housing_benefit_requirement_1 :-
    appeal_to_local_council_that_made_decision(true).
meet_conditions_housing_benefit :-
    meet_conditions_housing_benefit_requirement_1.

%%% 85-8ae9c6a9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('85-8ae9c6a9-0').
:- text("## Statutory Maternity Pay (SMP)\n\nIf you can’t get SMP, you might be eligible for Maternity Allowance.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 102).

:- dynamic can_get_smp/1.
:- ask(can_get_smp, bool, "Can you get SMP?", "you can get SMP", 1).
:- claim(might_be_eligible_for_maternity_allowance, "you might be eligible for Maternity Allowance", 1).

% If you can’t get SMP, you might be eligible for Maternity Allowance.
:- from(1).
might_be_eligible_for_maternity_allowance :-
    can_get_smp(false).

%%% 86-fa0627bf-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('86-fa0627bf-0').
:- text("## Shared Parental Leave\n\nYou may also be eligible for Shared Parental Leave (SPL) if your child was due or placed for adoption on or after 5 April 2015.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 153).

:- dynamic child_was_due/1.
:- ask(child_was_due, bool, "Was your child due?", "your child was due", 1).
:- dynamic child_was_placed_for_adoption_on_or_after/1.
:- ask(child_was_placed_for_adoption_on_or_after, bool, "Was your child placed for adoption on or after 5 April 2015?", "your child was placed for adoption on or after 5 April 2015", 1).
:- dynamic child_was_due_or_placed_for_adoption_on/1.
:- ask(child_was_due_or_placed_for_adoption_on, bool, "Was your child due or placed for adoption on or after 5 April 2015?", "your child was due or placed for adoption on or after 5 April 2015", 1).
:- claim(may_be_eligible_for_shared_parental_leave_spl, "you may be eligible for Shared Parental Leave (SPL)", 1).

% You may also be eligible for Shared Parental Leave (SPL) if your child was due or placed for adoption on or after 5 April 2015.
:- from(1).
may_be_eligible_for_shared_parental_leave_spl :-
    group(child_was_due_or_placed_for_adoption_on(true), (child_was_due(true) ; child_was_placed_for_adoption_on_or_after(true))).

%%% 87-91335791-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('87-91335791-0').
:- text("A. All aircarrier and commuter aircarrier airports shall designate a person generally available who has administrative responsibility for operation and management of the airport. All general aviation commercial airports, as defined under chapter 6, shall have at least a part-time airport manager.").
:- sentence(0, 0, 178).
:- sentence(1, 179, 297).

:- dynamic it_is_aircarrier_airport/1.
:- ask(it_is_aircarrier_airport, bool, "Is it an aircarrier airport?", "it is an aircarrier airport", 0).
:- dynamic it_is_commuter_aircarrier_airport/1.
:- ask(it_is_commuter_aircarrier_airport, bool, "Is it a commuter aircarrier airport?", "it is a commuter aircarrier airport", 0).
:- dynamic it_is_general_aviation_commercial_airport/1.
:- ask(it_is_general_aviation_commercial_airport, bool, "Is it a general aviation commercial airport?", "it is a general aviation commercial airport", 1).
:- claim(it_must_designate_person_generally_available_who_has, "it must designate a person generally available who has administrative responsibility for operation and management of the airport", 0).
:- claim(it_must_have_at_least_part_time_airport, "it must have at least a part-time airport manager", 1).

% A. All aircarrier and commuter aircarrier airports shall designate a person generally available who has administrative responsibility for operation and management of the airport.
:- from(0).
it_must_designate_person_generally_available_who_has :-
    (it_is_aircarrier_airport(true) ; it_is_commuter_aircarrier_airport(true)).

% All general aviation commercial airports, as defined under chapter 6, shall have at least a part-time airport manager.
:- from(1).
it_must_have_at_least_part_time_airport :-
    it_is_general_aviation_commercial_airport(true).

%%% 88-15fccaa2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('88-15fccaa2-0').
:- text("## Eligibility\n\nThe home you buy must:\n\n* be a new build\n* have a purchase price of up to £600,000 in England (or £300,000 in Wales)\n* be the only one you own\n* not be sub-let or rented out after you buy it").
:- sentence(0, 3, 14).
:- sentence(1, 16, 38).
:- sentence(2, 42, 56).
:- sentence(3, 59, 132).
:- sentence(4, 135, 158).
:- sentence(5, 161, 206).

:- dynamic home_you_buy_is_new_build/1.
:- ask(home_you_buy_is_new_build, bool, "Is the home you buy a new build?", "the home you buy is a new build", 2).
:- dynamic home_you_buy_has_purchase_price_of_up/1.
:- ask(home_you_buy_has_purchase_price_of_up, bool, "Does the home you buy have a purchase price of up to £600,000 in England (or £300,000 in Wales)?", "the home you buy has a purchase price of up to £600,000 in England (or £300,000 in Wales)", 3).
:- dynamic home_you_buy_is_only_one_you_own/1.
:- ask(home_you_buy_is_only_one_you_own, bool, "Is the home you buy the only one you own?", "the home you buy is the only one you own", 4).
:- dynamic home_you_buy_is_sub_let_or_rented/1.
:- ask(home_you_buy_is_sub_let_or_rented, bool, "Is the home you buy sub-let or rented out after you buy the home?", "the home you buy is sub-let or rented out after you buy the home", 5).
:- claim(meet_conditions_eligibility, "you meet the conditions (Eligibility)", 1).

% The home you buy must:
:- from(1).
meet_conditions_eligibility :-
    home_you_buy_is_new_build(true),
    home_you_buy_has_purchase_price_of_up(true),
    home_you_buy_is_only_one_you_own(true),
    home_you_buy_is_sub_let_or_rented(false).

%%% 89-abe887e7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('89-abe887e7-0').
:- text("The Conservation Stewardship Program (CSP) helps agricultural producers maintain and improve their existing conservation systems and adopt additional conservation activities to address priority resources concerns. Participants earn CSP payments for conservation performance - the higher the performance, the higher the payment.").
:- sentence(0, 0, 213).
:- sentence(1, 214, 327).

:- dynamic are_agricultural_producer/1.
:- ask(are_agricultural_producer, bool, "Are you an agricultural producer?", "you are an agricultural producer", 0).
:- dynamic want_to_maintain_and_improve_your_existing_conservation/1.
:- ask(want_to_maintain_and_improve_your_existing_conservation, bool, "Do you want to maintain and improve your existing conservation systems and adopt additional conservation activities to address priority resources concerns?", "you want to maintain and improve your existing conservation systems and adopt additional conservation activities to address priority resources concerns", 0).
:- dynamic are_agricultural_producer_that_wants_to_maintain_and/1.
:- ask(are_agricultural_producer_that_wants_to_maintain_and, bool, "Are you an agricultural producer that wants to maintain and improve your existing conservation systems and adopt additional conservation activities to address priority resources concerns?", "you are an agricultural producer that wants to maintain and improve your existing conservation systems and adopt additional conservation activities to address priority resources concerns", 0).
:- claim(conservation_stewardship_program_csp_can_help_you, "the Conservation Stewardship Program (CSP) can help you", 0).
:- claim(participants_earn_csp_payments_for_conservation_performance_higher, "participants earn CSP payments for conservation performance - the higher the performance, the higher the payment", 1).

% The Conservation Stewardship Program (CSP) helps agricultural producers maintain and improve their existing conservation systems and adopt additional conservation activities to address priority resour
:- from(0).
conservation_stewardship_program_csp_can_help_you :-
    group(are_agricultural_producer_that_wants_to_maintain_and(true), (are_agricultural_producer(true), want_to_maintain_and_improve_your_existing_conservation(true))).

% Participants earn CSP payments for conservation performance - the higher the performance, the higher the payment.
:- from(1).
participants_earn_csp_payments_for_conservation_performance_higher :-
    true.

%%% 90-b899e8a0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('90-b899e8a0-0').
:- text("# Hours a week\n\nYou can still apply for Working Tax Credit if you’re on leave.").
:- sentence(0, 2, 14).
:- sentence(1, 16, 78).

:- dynamic are_on_leave/1.
:- ask(are_on_leave, bool, "Are you on leave?", "you are on leave", 1).
:- claim(can_apply_for_working_tax_credit, "you can apply for Working Tax Credit", 1).

% You can still apply for Working Tax Credit if you’re on leave.
:- from(1).
can_apply_for_working_tax_credit :-
    are_on_leave(true).

%%% 91-ca5de34e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('91-ca5de34e-0').
:- text("## Licences for controlled chemicals\n\nYou may need a licence to export:\n\n* chemicals with military or potential military uses\n* controlled drugs (like opioids, certain stimulants or psychotropic substances), or chemicals that can be used to make them (‘drug precursors’)\n* ozone-depleting substances, for example HCFCs\n* radioactive substances").
:- sentence(0, 3, 36).
:- sentence(1, 38, 71).
:- sentence(2, 75, 125).
:- sentence(3, 128, 270).
:- sentence(4, 273, 318).
:- sentence(5, 321, 343).

:- dynamic export_chemicals_with_military_or_potential_military_uses/1.
:- ask(export_chemicals_with_military_or_potential_military_uses, bool, "Do you export chemicals with military or potential military uses?", "you export chemicals with military or potential military uses", 2).
:- dynamic export_controlled_drugs_like_opioids_certain_stimulants_or/1.
:- ask(export_controlled_drugs_like_opioids_certain_stimulants_or, bool, "Do you export controlled drugs, or chemicals that can be used to make them ('drug precursors')?", "you export controlled drugs (like opioids, certain stimulants or psychotropic substances), or chemicals that can be used to make them ('drug precursors')", 3).
:- dynamic export_ozone_depleting_substances/1.
:- ask(export_ozone_depleting_substances, bool, "Do you export ozone-depleting substances?", "you export ozone-depleting substances", 4).
:- dynamic export_radioactive_substances/1.
:- ask(export_radioactive_substances, bool, "Do you export radioactive substances?", "you export radioactive substances", 5).
:- dynamic export_chemicals_with_military_or_potential_military_uses_2/1.
:- ask(export_chemicals_with_military_or_potential_military_uses_2, bool, "Do you export chemicals with military or potential military uses, controlled drugs, or chemicals that can be used to make them ('drug precursors'), ozone-depleting substances or radioactive substances?", "you export chemicals with military or potential military uses, controlled drugs (like opioids, certain stimulants or psychotropic substances), or chemicals that can be used to make them ('drug precursors'), ozone-depleting substances or radioactive substances", 1).
:- claim(may_need_licence_to_export, "you may need a licence to export", 1).

% You may need a licence to export:
:- from(1).
may_need_licence_to_export :-
    group(export_chemicals_with_military_or_potential_military_uses_2(true), (export_chemicals_with_military_or_potential_military_uses(true) ; export_controlled_drugs_like_opioids_certain_stimulants_or(true) ; export_ozone_depleting_substances(true) ; export_radioactive_substances(true))).

%%% 92-3aa0b32e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('92-3aa0b32e-0').
:- text("#  1. Overview\n\nYou may be able to get the discount on your gas bill instead if your supplier provides you with both gas and electricity. Contact your supplier to find out.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 137).
:- sentence(2, 138, 172).

:- dynamic instead_your_supplier_provides_you_with_both_gas/1.
:- ask(instead_your_supplier_provides_you_with_both_gas, bool, "Does your supplier instead provide you with both gas and electricity?", "instead your supplier provides you with both gas and electricity", 1).
:- claim(may_be_able_to_get_discount_on_your, "you may be able to get the discount on your gas bill", 1).

% You may be able to get the discount on your gas bill instead if your supplier provides you with both gas and electricity.
:- from(1).
may_be_able_to_get_discount_on_your :-
    instead_your_supplier_provides_you_with_both_gas(true).

%%% 93-d279d7ea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('93-d279d7ea-0').
:- text("#  2. Charity donations: tax relief\n\nIf the charity or CASC gets back more tax than you’ve paid, HMRC may ask you to pay more tax to cover the difference.").
:- sentence(0, 3, 35).
:- sentence(1, 37, 154).

:- dynamic charity_or_casc_gets_back_more_tax_than/1.
:- ask(charity_or_casc_gets_back_more_tax_than, bool, "Does the charity or CASC get back more tax than you have paid?", "the charity or CASC gets back more tax than you have paid", 1).
:- claim(hmrc_may_ask_you_to_pay_more_tax, "HMRC may ask you to pay more tax to cover the difference", 1).

% If the charity or CASC gets back more tax than you’ve paid, HMRC may ask you to pay more tax to cover the difference.
:- from(1).
hmrc_may_ask_you_to_pay_more_tax :-
    charity_or_casc_gets_back_more_tax_than(true).

%%% 94-f24bde98-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('94-f24bde98-0').
:- text("#  4. Maternity and childcare benefits\n\nYou can also get the following in an EEA country or Switzerland if you’re eligible:\n\n* tax credits").
:- sentence(0, 3, 38).
:- sentence(1, 40, 123).
:- sentence(2, 127, 138).

:- dynamic are_in_eea_country_or_switzerland/1.
:- ask(are_in_eea_country_or_switzerland, bool, "Are you in an EEA country or Switzerland?", "you are in an EEA country or Switzerland", 2).
:- claim(can_get_tax_credits_in_eea_country_or, "you can get tax credits in an EEA country or Switzerland", 2).

% tax credits
:- from(2).
can_get_tax_credits_in_eea_country_or :-
    are_in_eea_country_or_switzerland(true).

%%% 95-66e289e8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('95-66e289e8-0').
:- text("## Child Support representative\n\nThis person must be 18 or older. They shouldn’t be:\n\n* a child who you paid or get child support for, even if they’ve turned 18\n* the other parent in your child support case").
:- sentence(0, 3, 31).
:- sentence(1, 33, 65).
:- sentence(2, 66, 84).
:- sentence(3, 88, 160).
:- sentence(4, 163, 206).

:- dynamic this_person_age/1.
:- ask(this_person_age, number("years"), "How old is this person?", "the age of this person", 1).
:- comparison(this_person_age >= 18, "Is this person 18 or older?", 1).
:- dynamic this_person_is_child_who_you_paid_or/1.
:- ask(this_person_is_child_who_you_paid_or, bool, "Is this person a child who you paid or get child support for?", "this person is a child who you paid or get child support for", 3).
:- dynamic this_person_is_other_parent_in_your_child/1.
:- ask(this_person_is_other_parent_in_your_child, bool, "Is this person the other parent in your child support case?", "this person is the other parent in your child support case", 4).
:- claim(meet_conditions_child_support_representative, "you meet the conditions (Child Support representative)", 1).

% This person must be 18 or older.
:- from(1).
meet_conditions_child_support_representative_requirement_1 :-
    this_person_age(ThisPersonAge),
    ThisPersonAge >= 18.

% They shouldn’t be:
:- from(2).
meet_conditions_child_support_representative :-
    \+ (this_person_is_child_who_you_paid_or(true) ; this_person_is_other_parent_in_your_child(true)),
    meet_conditions_child_support_representative_requirement_1.

%%% 96-fb219b31-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('96-fb219b31-0').
:- text("## If you did not work in Washington state\n\nYou cannot apply for unemployment benefits in Washington or file weekly claims here if you did not work in this state during the past 18 months. The only exceptions are if you were in the military or worked for the federal government.").
:- sentence(0, 3, 42).
:- sentence(1, 44, 188).
:- sentence(2, 189, 278).

:- dynamic worked_in_this_state_during_past_18_months/1.
:- ask(worked_in_this_state_during_past_18_months, bool, "Did you work in this state during the past 18 months?", "you worked in this state during the past 18 months", 1).
:- dynamic were_in_military/1.
:- ask(were_in_military, bool, "Were you in the military?", "you were in the military", 2).
:- dynamic worked_for_federal_government/1.
:- ask(worked_for_federal_government, bool, "Did you work for the federal government?", "you worked for the federal government", 2).
:- dynamic were_in_military_or_worked_for_federal_government/1.
:- ask(were_in_military_or_worked_for_federal_government, bool, "Were you in the military or did you work for the federal government?", "you were in the military or worked for the federal government", 1).
:- claim(can_apply_for_unemployment_benefits_in_washington_or, "you can apply for unemployment benefits in Washington or file weekly claims here", 1).
:- claim(not_can_apply_for_unemployment_benefits_in_washington_or, "you can not apply for unemployment benefits in Washington or file weekly claims here", 1).

% You cannot apply for unemployment benefits in Washington or file weekly claims here if you did not work in this state during the past 18 months.
:- from(1).
not_can_apply_for_unemployment_benefits_in_washington_or :-
    worked_in_this_state_during_past_18_months(false),
    \+ group(were_in_military_or_worked_for_federal_government(true), (were_in_military(true) ; worked_for_federal_government(true))).
can_apply_for_unemployment_benefits_in_washington_or :-
    \+ not_can_apply_for_unemployment_benefits_in_washington_or.

%%% 97-96999a23-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('97-96999a23-0').
:- text("## Sanctionable benefits\n\nThe following benefits can be reduced or stopped if you commit benefit fraud:\n\n* Income Support\n* Industrial Death Benefit\n* Industrial Injuries Disablement Benefit\n* Industrial Injuries Reduced Earnings Allowance").
:- sentence(0, 3, 24).
:- sentence(1, 26, 103).
:- sentence(2, 107, 121).
:- sentence(3, 124, 148).
:- sentence(4, 151, 190).
:- sentence(5, 193, 239).

:- dynamic commit_benefit_fraud/1.
:- ask(commit_benefit_fraud, bool, "Do you commit benefit fraud?", "you commit benefit fraud", 1).
:- dynamic income_support/1.
:- ask(income_support, bool, "Is it Income Support?", "Income Support", 2).
:- dynamic industrial_death_benefit/1.
:- ask(industrial_death_benefit, bool, "Is it Industrial Death Benefit?", "Industrial Death Benefit", 3).
:- dynamic industrial_injuries_disablement_benefit/1.
:- ask(industrial_injuries_disablement_benefit, bool, "Is it Industrial Injuries Disablement Benefit?", "Industrial Injuries Disablement Benefit", 4).
:- dynamic industrial_injuries_reduced_earnings_allowance/1.
:- ask(industrial_injuries_reduced_earnings_allowance, bool, "Is it Industrial Injuries Reduced Earnings Allowance?", "Industrial Injuries Reduced Earnings Allowance", 5).
:- claim(benefit_can_be_reduced_or_stopped, "the benefit can be reduced or stopped", 1).

% The following benefits can be reduced or stopped if you commit benefit fraud:
:- from(1).
benefit_can_be_reduced_or_stopped :-
    commit_benefit_fraud(true),
    (income_support(true) ; industrial_death_benefit(true) ; industrial_injuries_disablement_benefit(true) ; industrial_injuries_reduced_earnings_allowance(true)).

%%% 98-738485a2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('98-738485a2-0').
:- text("#  Export art, antiques and cultural goods: special rules\n\nThere’s a ban on supplying art works, collectors’ pieces and antiques to North Korea and Syria.").
:- sentence(0, 3, 57).
:- sentence(1, 59, 154).

:- dynamic it_is_art_works_collectors_pieces_and_antiques/1.
:- ask(it_is_art_works_collectors_pieces_and_antiques, bool, "Is it art works, collectors' pieces and antiques?", "it is art works, collectors' pieces and antiques", 1).
:- dynamic are_supplying_it_to_north_korea_and_syria/1.
:- ask(are_supplying_it_to_north_korea_and_syria, bool, "Are you supplying it to North Korea and Syria?", "you are supplying it to North Korea and Syria", 1).
:- claim(can_supply_art_works_collectors_pieces_and_antiques, "you can supply art works, collectors' pieces and antiques to North Korea and Syria", 1).
:- claim(not_can_supply_art_works_collectors_pieces_and_antiques, "you can not supply art works, collectors' pieces and antiques to North Korea and Syria", 1).

% There’s a ban on supplying art works, collectors’ pieces and antiques to North Korea and Syria.
:- from(1).
not_can_supply_art_works_collectors_pieces_and_antiques :-
    it_is_art_works_collectors_pieces_and_antiques(true),
    are_supplying_it_to_north_korea_and_syria(true).
can_supply_art_works_collectors_pieces_and_antiques :-
    \+ not_can_supply_art_works_collectors_pieces_and_antiques.

%%% 99-f96cc52c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('99-f96cc52c-0').
:- text("#  3. If you’re on a low income\n\nYou may be able to apply directly to your electricity supplier for help if you don’t get the Guarantee Credit element of Pension Credit but:\n\n* your energy supplier is part of the scheme\n* you’re on a low income\n* you get certain means-tested benefits").
:- sentence(0, 3, 31).
:- sentence(1, 33, 173).
:- sentence(2, 177, 219).
:- sentence(3, 222, 244).
:- sentence(4, 247, 284).

:- dynamic get_guarantee_credit_element_of_pension_credit/1.
:- ask(get_guarantee_credit_element_of_pension_credit, bool, "Do you get the Guarantee Credit element of Pension Credit?", "you get the Guarantee Credit element of Pension Credit", 1).
:- dynamic energy_supplier_is_part_of_scheme/1.
:- ask(energy_supplier_is_part_of_scheme, bool, "Is your energy supplier part of the scheme?", "your energy supplier is part of the scheme", 2).
:- dynamic are_on_low_income/1.
:- ask(are_on_low_income, bool, "Are you on a low income?", "you are on a low income", 3).
:- dynamic get_certain_means_tested_benefits/1.
:- ask(get_certain_means_tested_benefits, bool, "Do you get certain means-tested benefits?", "you get certain means-tested benefits", 4).
:- claim(may_be_able_to_apply_directly_to_your, "you may be able to apply directly to your electricity supplier for help", 1).

% You may be able to apply directly to your electricity supplier for help if you don’t get the Guarantee Credit element of Pension Credit but:
:- from(1).
may_be_able_to_apply_directly_to_your :-
    get_guarantee_credit_element_of_pension_credit(false),
    (energy_supplier_is_part_of_scheme(true) ; are_on_low_income(true) ; get_certain_means_tested_benefits(true)).

%%% 100-582fed31-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('100-582fed31-0').
:- text("To qualify for assistance, applicants must meet all loan eligibility requirements including:\n\n* Be a family farmer;\n* Have a satisfactory history of meeting credit obligations;\n* For direct OL loans, be able to show sufficient farm managerial experience through education, on-the-job training, and/or general farm experience\n* Be a citizen, non-citizen national or legal resident alien of the United States, including Puerto Rico, the U.S. Virgin Islands, Guam, American Samoa, and certain former Pacific Trust Territories").
:- sentence(0, 0, 92).
:- sentence(1, 96, 115).
:- sentence(2, 118, 176).
:- sentence(3, 179, 324).
:- sentence(4, 327, 522).

:- dynamic are_family_farmer/1.
:- ask(are_family_farmer, bool, "Are you a family farmer?", "you are a family farmer", 1).
:- dynamic have_satisfactory_history_of_meeting_credit_obligations/1.
:- ask(have_satisfactory_history_of_meeting_credit_obligations, bool, "Do you have a satisfactory history of meeting credit obligations?", "you have a satisfactory history of meeting credit obligations", 2).
:- dynamic are_able_to_show_sufficient_farm_managerial_experience/1.
:- ask(are_able_to_show_sufficient_farm_managerial_experience, bool, "Are you able to show sufficient farm managerial experience through education, on-the-job training, and/or general farm experience (for direct OL loans)?", "you are able to show sufficient farm managerial experience through education, on-the-job training, and/or general farm experience (for direct OL loans)", 3).
:- dynamic are_citizen_non_citizen_national_or_legal_resident/1.
:- ask(are_citizen_non_citizen_national_or_legal_resident, bool, "Are you a citizen, non-citizen national or legal resident alien of the United States, including Puerto Rico, the U.S. Virgin Islands, Guam, American Samoa, and certain former Pacific Trust Territories?", "you are a citizen, non-citizen national or legal resident alien of the United States, including Puerto Rico, the U.S. Virgin Islands, Guam, American Samoa, and certain former Pacific Trust Territories", 4).
:- claim(can_qualify_for_assistance, "you can qualify for assistance", 0).

% To qualify for assistance, applicants must meet all loan eligibility requirements including:
:- from(0).
can_qualify_for_assistance :-
    are_family_farmer(true),
    have_satisfactory_history_of_meeting_credit_obligations(true),
    are_able_to_show_sufficient_farm_managerial_experience(true),
    are_citizen_non_citizen_national_or_legal_resident(true).

%%% 101-b0a1fa84-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('101-b0a1fa84-0').
:- text("## When you stop paying\n\nIf you’re employed, you stop paying Class 1 National Insurance when you reach the State Pension age.").
:- sentence(0, 3, 23).
:- sentence(1, 25, 125).

:- dynamic are_employed/1.
:- ask(are_employed, bool, "Are you employed?", "you are employed", 1).
:- dynamic reach_state_pension_age/1.
:- ask(reach_state_pension_age, bool, "Do you reach the State Pension age?", "you reach the State Pension age", 1).
:- claim(stop_paying_class_1_national_insurance, "you stop paying Class 1 National Insurance", 1).

% If you’re employed, you stop paying Class 1 National Insurance when you reach the State Pension age.
:- from(1).
stop_paying_class_1_national_insurance :-
    are_employed(true),
    reach_state_pension_age(true).

%%% 102-45085f9b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('102-45085f9b-0').
:- text("### You have permission to stay in the UK because someone else supports you\n\nYou may still be able to get tax credits. All of the following must apply:\n\n* your sponsor has given the Home Office a written statement saying that they’re sponsoring you\n* your sponsor has permission to stay in the UK\n* you’ve been living permanently in the UK for at least 5 years, either since you came into the UK or since you started being sponsored (whichever date is later)").
:- sentence(0, 4, 75).
:- sentence(1, 77, 118).
:- sentence(2, 119, 151).
:- sentence(3, 155, 248).
:- sentence(4, 251, 296).
:- sentence(5, 299, 458).

:- dynamic sponsor_has_given_home_office_written_statement_saying/1.
:- ask(sponsor_has_given_home_office_written_statement_saying, bool, "Has your sponsor given the Home Office a written statement saying that they are sponsoring you?", "your sponsor has given the Home Office a written statement saying that they are sponsoring you", 3).
:- dynamic sponsor_has_permission_to_stay_in_uk/1.
:- ask(sponsor_has_permission_to_stay_in_uk, bool, "Does your sponsor have permission to stay in the UK?", "your sponsor has permission to stay in the UK", 4).
:- dynamic have_been_living_permanently_in_uk_for_at/1.
:- ask(have_been_living_permanently_in_uk_for_at, bool, "Have you been living permanently in the UK for at least 5 years, either since you came into the UK or since you started being sponsored (whichever date is later)?", "you have been living permanently in the UK for at least 5 years, either since you came into the UK or since you started being sponsored (whichever date is later)", 5).
:- claim(may_be_able_to_get_tax_credits, "you may be able to get tax credits", 2).

% All of the following must apply:
:- from(2).
may_be_able_to_get_tax_credits :-
    sponsor_has_given_home_office_written_statement_saying(true),
    sponsor_has_permission_to_stay_in_uk(true),
    have_been_living_permanently_in_uk_for_at(true).

%%% 103-b4b38c3c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('103-b4b38c3c-0').
:- text("### You claimed asylum before 5 February 2006\n\nYou may still be able to get Child Tax Credit if you received financial support for your children through Income Support or income-based Jobseeker’s Allowance.").
:- sentence(0, 4, 45).
:- sentence(1, 47, 206).

:- dynamic received_financial_support_for_your_children_through_income/1.
:- ask(received_financial_support_for_your_children_through_income, bool, "Did you receive financial support for your children through Income Support?", "you received financial support for your children through Income Support", 1).
:- dynamic received_financial_support_for_your_children_through_income_2/1.
:- ask(received_financial_support_for_your_children_through_income_2, bool, "Did you receive financial support for your children through income-based Jobseeker's Allowance?", "you received financial support for your children through income-based Jobseeker's Allowance", 1).
:- dynamic received_financial_support_for_your_children_through_income_3/1.
:- ask(received_financial_support_for_your_children_through_income_3, bool, "Did you receive financial support for your children through Income Support or income-based Jobseeker's Allowance?", "you received financial support for your children through Income Support or income-based Jobseeker's Allowance", 1).
:- claim(may_be_able_to_get_child_tax_credit, "you may be able to get Child Tax Credit", 1).

% You may still be able to get Child Tax Credit if you received financial support for your children through Income Support or income-based Jobseeker’s Allowance.
:- from(1).
may_be_able_to_get_child_tax_credit :-
    group(received_financial_support_for_your_children_through_income_3(true), (received_financial_support_for_your_children_through_income(true) ; received_financial_support_for_your_children_through_income_2(true))).

%%% 104-54acd85d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('104-54acd85d-0').
:- text("#  2. Who gets the minimum wage\n\nContracts for payments below the minimum wage are not legally binding. The worker is still entitled to the National Minimum Wage or National Living Wage.").
:- sentence(0, 3, 31).
:- sentence(1, 33, 103).
:- sentence(2, 104, 186).

:- dynamic it_is_contract_for_payments_below_minimum_wage/1.
:- ask(it_is_contract_for_payments_below_minimum_wage, bool, "Is it a contract for payments below the minimum wage?", "it is a contract for payments below the minimum wage", 1).
:- claim(it_is_legally_binding, "it is legally binding (Who gets the minimum wage)", 1).
:- claim(not_it_is_legally_binding, "it is not legally binding (Who gets the minimum wage)", 1).
:- claim(are_entitled_to_national_minimum_wage_or_national, "you are entitled to the National Minimum Wage or National Living Wage", 2).

% Contracts for payments below the minimum wage are not legally binding.
:- from(1).
not_it_is_legally_binding :-
    it_is_contract_for_payments_below_minimum_wage(true).
it_is_legally_binding :-
    \+ not_it_is_legally_binding.

% The worker is still entitled to the National Minimum Wage or National Living Wage.
:- from(2).
are_entitled_to_national_minimum_wage_or_national :-
    true.

%%% 105-cb7f9057-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('105-cb7f9057-0').
:- text("#  1. Overview\n\nYou can also claim your State Pension abroad.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 61).

:- dynamic are_abroad/1.
:- ask(are_abroad, bool, "Are you abroad?", "you are abroad", 1).
:- claim(can_claim_your_state_pension_abroad, "you can claim your State Pension abroad", 1).

% You can also claim your State Pension abroad.
:- from(1).
can_claim_your_state_pension_abroad :-
    are_abroad(true).

%%% 106-3a30756e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('106-3a30756e-0').
:- text("#  1. What you pay it on\n\nYou may have to pay Capital Gains Tax if you make a profit (‘gain’) when you sell (or ‘dispose of’) property that’s not your home.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 156).

:- dynamic make_profit_gain_when_you_sell_property_thats/1.
:- ask(make_profit_gain_when_you_sell_property_thats, bool, "Do you make a profit ('gain') when you sell property that's not your home?", "you make a profit ('gain') when you sell property that's not your home", 1).
:- claim(may_have_to_pay_capital_gains_tax, "you may have to pay Capital Gains Tax", 1).

% You may have to pay Capital Gains Tax if you make a profit (‘gain’) when you sell (or ‘dispose of’) property that’s not your home.
:- from(1).
may_have_to_pay_capital_gains_tax :-
    make_profit_gain_when_you_sell_property_thats(true).

%%% 107-e2ab10b1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('107-e2ab10b1-0').
:- text("### Check if you need a plant passport\n\nCheck if your plant is:\n\n* listed on passport application form PHAR 3 (PDF, 1.22MB, 4 pages)\n* at risk of xylella fastidiosa (PDF, 243KB, 1 page)").
:- sentence(0, 4, 38).
:- sentence(1, 40, 63).
:- sentence(2, 67, 132).
:- sentence(3, 135, 185).

:- dynamic plant_is_listed_on_passport_application_form_phar/1.
:- ask(plant_is_listed_on_passport_application_form_phar, bool, "Is your plant listed on passport application form PHAR 3?", "your plant is listed on passport application form PHAR 3", 2).
:- dynamic plant_is_at_risk_of_xylella_fastidiosa/1.
:- ask(plant_is_at_risk_of_xylella_fastidiosa, bool, "Is your plant at risk of xylella fastidiosa?", "your plant is at risk of xylella fastidiosa", 3).
:- dynamic plant_is_listed_on_passport_application_form_phar_2/1.
:- ask(plant_is_listed_on_passport_application_form_phar_2, bool, "Is your plant listed on passport application form PHAR 3 or at risk of xylella fastidiosa?", "your plant is listed on passport application form PHAR 3 or at risk of xylella fastidiosa", 1).
:- claim(need_plant_passport, "you need a plant passport", 1).

% Check if your plant is:
:- from(1).
need_plant_passport :-
    group(plant_is_listed_on_passport_application_form_phar_2(true), (plant_is_listed_on_passport_application_form_phar(true) ; plant_is_at_risk_of_xylella_fastidiosa(true))).

%%% 108-001defc1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('108-001defc1-0').
:- text("#  2. Eligibility\n\nYour work can be:\n\n* for someone else, as a worker or employee\n* as someone who’s self-employed\n* a mixture of the two").
:- sentence(0, 3, 17).
:- sentence(1, 19, 36).
:- sentence(2, 40, 81).
:- sentence(3, 84, 114).
:- sentence(4, 117, 137).

:- dynamic work_is_for_someone_else_as_worker_or/1.
:- ask(work_is_for_someone_else_as_worker_or, bool, "Is your work for someone else, as a worker or employee?", "your work is for someone else, as a worker or employee", 2).
:- dynamic work_is_as_someone_whos_self_employed/1.
:- ask(work_is_as_someone_whos_self_employed, bool, "Is your work as someone who's self-employed?", "your work is as someone who's self-employed", 3).
:- dynamic work_is_for_someone_else_as_worker_or_2/1.
:- ask(work_is_for_someone_else_as_worker_or_2, bool, "Is your work for someone else, as a worker or employee or as someone who's self-employed?", "your work is for someone else, as a worker or employee or as someone who's self-employed", 1).
:- claim(work_can_be, "your work can be", 1).

% Your work can be:
:- from(1).
work_can_be :-
    group(work_is_for_someone_else_as_worker_or_2(true), (work_is_for_someone_else_as_worker_or(true) ; work_is_as_someone_whos_self_employed(true))).

%%% 109-32b577ac-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('109-32b577ac-0').
:- text("### If you get Widowed Parent’s Allowance\n\nYou may receive it again when you reach State Pension age if you were over 45 when you were entitled to Widowed Parent’s Allowance.").
:- sentence(0, 4, 41).
:- sentence(1, 43, 174).

:- dynamic reach_state_pension_age/1.
:- ask(reach_state_pension_age, bool, "Do you reach State Pension age?", "you reach State Pension age", 1).
:- dynamic were_over_45_when_you_were_entitled_to/1.
:- ask(were_over_45_when_you_were_entitled_to, bool, "Were you over 45 when you were entitled to Widowed Parent's Allowance?", "you were over 45 when you were entitled to Widowed Parent's Allowance", 1).
:- claim(may_receive_it_again, "you may receive it again (If you get Widowed Parent’s Allowance)", 1).

% You may receive it again when you reach State Pension age if you were over 45 when you were entitled to Widowed Parent’s Allowance.
:- from(1).
may_receive_it_again :-
    reach_state_pension_age(true),
    were_over_45_when_you_were_entitled_to(true).

%%% 110-8cfafda9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('110-8cfafda9-0').
:- text("Assist the 1994 Land-Grants in developing institutional capacity for formal post-secondary education in the food, agricultural and natural resource sciences. Program serves primarily American Indian students enrolled in associate or baccalaureate degree granting 1994 institutions. Vocational and certificate programs are also supported.").
:- sentence(0, 0, 157).
:- sentence(1, 158, 281).
:- sentence(2, 282, 337).

:- dynamic are_primarily_american_indian_student/1.
:- ask(are_primarily_american_indian_student, bool, "Are you a primarily American Indian student?", "you are a primarily American Indian student", 1).
:- claim(program_can_serve_you, "program can serve you", 1).
:- claim(vocational_and_certificate_programs_are_supported, "vocational and certificate programs are supported", 2).

% Program serves primarily American Indian students enrolled in associate or baccalaureate degree granting 1994 institutions.
:- from(1).
program_can_serve_you :-
    are_primarily_american_indian_student(true).

% Vocational and certificate programs are also supported.
:- from(2).
vocational_and_certificate_programs_are_supported :-
    true.

%%% 111-235a8168-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('111-235a8168-0').
:- text("### Apply for an export licence\n\nYour licence will be valid for up to 2 months (or until your import permit expires, if sooner).").
:- sentence(0, 4, 31).
:- sentence(1, 33, 128).

:- claim(describes_apply_for_export_licence, "Apply for an export licence", 0).

% Apply for an export licence
:- from(0).
describes_apply_for_export_licence.

%%% 112-91fb98b5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('112-91fb98b5-0').
:- text("#  7. Inheriting or increasing State Pension from a spouse or civil partner\n\nYou may inherit part of or all of your partner’s extra State Pension or lump sum if:\n\n* they died while they were deferring their State Pension (before claiming) or they had started claiming it after deferring\n* they reached State Pension age before 6 April 2016\n* you were married or in the civil partnership when they died").
:- sentence(0, 3, 75).
:- sentence(1, 77, 161).
:- sentence(2, 165, 286).
:- sentence(3, 289, 339).
:- sentence(4, 342, 401).

:- dynamic partner_died_while_they_were_deferring_their_state/1.
:- ask(partner_died_while_they_were_deferring_their_state, bool, "Did your partner die while they were deferring their State Pension (before claiming)?", "your partner died while they were deferring their State Pension (before claiming)", 2).
:- dynamic they_had_started_claiming_it_after_deferring/1.
:- ask(they_had_started_claiming_it_after_deferring, bool, "Had they started claiming it after deferring?", "they had started claiming it after deferring", 2).
:- dynamic partner_died_while_they_were_deferring_their_state_2/1.
:- ask(partner_died_while_they_were_deferring_their_state_2, bool, "Did your partner die while they were deferring their State Pension (before claiming) or had they started claiming it after deferring?", "your partner died while they were deferring their State Pension (before claiming) or they had started claiming it after deferring", 1).
:- dynamic partner_reached_state_pension_age_before_6_april/1.
:- ask(partner_reached_state_pension_age_before_6_april, bool, "Did your partner reach State Pension age before 6 April 2016?", "your partner reached State Pension age before 6 April 2016", 3).
:- dynamic were_married/1.
:- ask(were_married, bool, "Were you married?", "you were married", 4).
:- dynamic were_in_civil_partnership/1.
:- ask(were_in_civil_partnership, bool, "Were you in the civil partnership?", "you were in the civil partnership", 4).
:- dynamic were_married_or_in_civil_partnership_when_your/1.
:- ask(were_married_or_in_civil_partnership_when_your, bool, "Were you married or in the civil partnership when your partner died?", "you were married or in the civil partnership when your partner died", 1).
:- claim(may_inherit_part_of_or_all_of_your, "you may inherit part of or all of your partner's extra State Pension or lump sum", 1).

% You may inherit part of or all of your partner’s extra State Pension or lump sum if:
:- from(1).
may_inherit_part_of_or_all_of_your :-
    group(partner_died_while_they_were_deferring_their_state_2(true), (partner_died_while_they_were_deferring_their_state(true) ; they_had_started_claiming_it_after_deferring(true))),
    partner_reached_state_pension_age_before_6_april(true),
    group(were_married_or_in_civil_partnership_when_your(true), (were_married(true) ; were_in_civil_partnership(true))).

%%% 113-fe47dbc3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('113-fe47dbc3-0').
:- text("To obtain a NADL, the law requires that:\n\n* The applicant must be an eligible Veteran.\n* The tribal organization or other appropriate Native American group must be participating in the VA direct loan program. The tribal organization must have signed a Memorandum of Understanding with the Secretary of Veterans Affairs, that spells out the conditions under which the program will operate on its trust lands.").
:- sentence(0, 0, 40).
:- sentence(1, 44, 86).
:- sentence(2, 89, 407).

:- dynamic are_eligible_veteran/1.
:- ask(are_eligible_veteran, bool, "Are you an eligible Veteran?", "you are an eligible Veteran", 1).
:- dynamic tribal_organization_or_other_appropriate_native_american_group/1.
:- ask(tribal_organization_or_other_appropriate_native_american_group, bool, "Is the tribal organization or other appropriate Native American group participating in the VA direct loan program?", "the tribal organization or other appropriate Native American group is participating in the VA direct loan program", 2).
:- dynamic tribal_organization_has_signed_memorandum_of_understanding_with/1.
:- ask(tribal_organization_has_signed_memorandum_of_understanding_with, bool, "Has the tribal organization signed a Memorandum of Understanding with the Secretary of Veterans Affairs, that spells out the conditions under which the program will operate on its trust lands?", "the tribal organization has signed a Memorandum of Understanding with the Secretary of Veterans Affairs, that spells out the conditions under which the program will operate on its trust lands", 2).
:- claim(can_obtain_nadl, "you can obtain a NADL", 0).

% To obtain a NADL, the law requires that:
:- from(0).
can_obtain_nadl :-
    are_eligible_veteran(true),
    tribal_organization_or_other_appropriate_native_american_group(true),
    tribal_organization_has_signed_memorandum_of_understanding_with(true).

%%% 114-6a9c0540-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('114-6a9c0540-0').
:- text("#  6. Immigration control\n\nYou usually can’t get tax credits if you’re ‘subject to immigration control’, although there are some exceptions. You’ll still need to meet the other qualifying rules, eg work the right number of hours.").
:- sentence(0, 3, 25).
:- sentence(1, 27, 140).
:- sentence(2, 141, 229).

:- dynamic are_subject_to_immigration_control/1.
:- ask(are_subject_to_immigration_control, bool, "Are you 'subject to immigration control'?", "you are 'subject to immigration control'", 1).
:- dynamic meet_other_qualifying_rules/1.
:- ask(meet_other_qualifying_rules, bool, "Do you meet the other qualifying rules?", "you meet the other qualifying rules", 2).
:- claim(can_get_tax_credits, "you can get tax credits", 1).
:- claim(not_can_get_tax_credits, "you can not get tax credits", 1).

% You usually can’t get tax credits if you’re ‘subject to immigration control’, although there are some exceptions.
:- from(1).
not_can_get_tax_credits :-
    are_subject_to_immigration_control(true).

% You’ll still need to meet the other qualifying rules, eg work the right number of hours.
:- from(2).
can_get_tax_credits_requirement_1 :-
    meet_other_qualifying_rules(true).

% You usually can’t get tax credits if you’re ‘subject to immigration control’, although there are some exceptions.
:- from(1).
can_get_tax_credits :-
    can_get_tax_credits_requirement_1,
    \+ not_can_get_tax_credits.

%%% 115-a12c8d45-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('115-a12c8d45-0').
:- text("#  Export drugs and medicines: special rules\n\nYou need permission to export:\n\n* controlled drugs like opioids, certain stimulants or psychotropic substances").
:- sentence(0, 3, 44).
:- sentence(1, 46, 76).
:- sentence(2, 80, 156).

:- dynamic export_controlled_drugs_like_opioids_certain_stimulants_or/1.
:- ask(export_controlled_drugs_like_opioids_certain_stimulants_or, bool, "Do you export controlled drugs like opioids, certain stimulants or psychotropic substances?", "you export controlled drugs like opioids, certain stimulants or psychotropic substances", 2).
:- claim(need_permission_to_export, "you need permission to export", 1).

% You need permission to export:
:- from(1).
need_permission_to_export :-
    export_controlled_drugs_like_opioids_certain_stimulants_or(true).

%%% 116-d84a8923-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('116-d84a8923-0').
:- text("A producer who is eligible to obtain a loan, but who agrees to forgo the loan, may obtain an LDP. The LDP rate equals the amount by which the applicable loan rate where the commodity is stored exceeds the alternative loan repayment rate for the respective commodity. The LDP equals the LDP rate times the quantity of the commodity for which the LDP is requested at USDA/FSA.").
:- sentence(0, 0, 97).
:- sentence(1, 98, 266).
:- sentence(2, 267, 374).

:- dynamic are_producer/1.
:- ask(are_producer, bool, "Are you a producer?", "you are a producer", 0).
:- dynamic are_eligible_to_obtain_loan/1.
:- ask(are_eligible_to_obtain_loan, bool, "Are you eligible to obtain a loan?", "you are eligible to obtain a loan", 0).
:- dynamic agree_to_forgo_loan/1.
:- ask(agree_to_forgo_loan, bool, "Do you agree to forgo the loan?", "you agree to forgo the loan", 0).
:- claim(may_obtain_ldp, "you may obtain an LDP", 0).
:- claim(ldp_rate_equals_amount_by_which_applicable_loan, "the LDP rate equals the amount by which the applicable loan rate where the commodity is stored exceeds the alternative loan repayment rate for the respective commodity", 1).
:- claim(ldp_equals_ldp_rate_times_quantity_of_commodity, "the LDP equals the LDP rate times the quantity of the commodity for which the LDP is requested at USDA/FSA", 2).

% A producer who is eligible to obtain a loan, but who agrees to forgo the loan, may obtain an LDP.
:- from(0).
may_obtain_ldp :-
    are_producer(true),
    are_eligible_to_obtain_loan(true),
    agree_to_forgo_loan(true).

% The LDP rate equals the amount by which the applicable loan rate where the commodity is stored exceeds the alternative loan repayment rate for the respective commodity.
:- from(1).
ldp_rate_equals_amount_by_which_applicable_loan :-
    true.

% The LDP equals the LDP rate times the quantity of the commodity for which the LDP is requested at USDA/FSA.
:- from(2).
ldp_equals_ldp_rate_times_quantity_of_commodity :-
    true.

%%% 117-aed70153-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('117-aed70153-0').
:- text("#  2. Eligibility\n\nYou can get a CAS if you’re:\n\n* completing a PhD or other doctorate that you started studying under your last Tier 4 (General) student visa\n* applying after working as a student union sabbatical officer to complete a qualification you started studying under your last Tier 4 (General) student visa\n* continuing your medical, dentistry or medical science degree after completing an intercalated course").
:- sentence(0, 3, 17).
:- sentence(1, 19, 47).
:- sentence(2, 51, 158).
:- sentence(3, 161, 316).
:- sentence(4, 319, 419).

:- dynamic are_completing_phd_or_other_doctorate_that_you/1.
:- ask(are_completing_phd_or_other_doctorate_that_you, bool, "Are you completing a PhD or other doctorate that you started studying under your last Tier 4 (General) student visa?", "you are completing a PhD or other doctorate that you started studying under your last Tier 4 (General) student visa", 2).
:- dynamic are_applying_after_working_as_student_union_sabbatical/1.
:- ask(are_applying_after_working_as_student_union_sabbatical, bool, "Are you applying after working as a student union sabbatical officer to complete a qualification you started studying under your last Tier 4 (General) student visa?", "you are applying after working as a student union sabbatical officer to complete a qualification you started studying under your last Tier 4 (General) student visa", 3).
:- dynamic are_continuing_your_medical_dentistry_or_medical_science/1.
:- ask(are_continuing_your_medical_dentistry_or_medical_science, bool, "Are you continuing your medical, dentistry or medical science degree after completing an intercalated course?", "you are continuing your medical, dentistry or medical science degree after completing an intercalated course", 4).
:- dynamic are_completing_phd_or_other_doctorate_that_you_2/1.
:- ask(are_completing_phd_or_other_doctorate_that_you_2, bool, "Are you completing a PhD or other doctorate that you started studying under your last Tier 4 (General) student visa, applying after working as a student union sabbatical officer to complete a qualification you started studying under your last Tier 4 (General) student visa or continuing your medical, dentistry or medical science degree after completing an intercalated course?", "you are completing a PhD or other doctorate that you started studying under your last Tier 4 (General) student visa, applying after working as a student union sabbatical officer to complete a qualification you started studying under your last Tier 4 (General) student visa or continuing your medical, dentistry or medical science degree after completing an intercalated course", 1).
:- claim(can_get_cas, "you can get a CAS", 1).

% You can get a CAS if you’re:
:- from(1).
can_get_cas :-
    group(are_completing_phd_or_other_doctorate_that_you_2(true), (are_completing_phd_or_other_doctorate_that_you(true) ; are_applying_after_working_as_student_union_sabbatical(true) ; are_continuing_your_medical_dentistry_or_medical_science(true))).

%%% 118-16af76ce-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('118-16af76ce-0').
:- text("# Indiana Head Start\n\nChildren from birth to age five from families with low income, according to the Poverty Guidelines published by the Federal government, are eligible for Head Start and Early Head Start services.").
:- sentence(0, 2, 20).
:- sentence(1, 22, 216).

:- dynamic are_child_from_birth_to_age_five_from/1.
:- ask(are_child_from_birth_to_age_five_from, bool, "Are you a child from birth to age five from families with low income?", "you are a child from birth to age five from families with low income", 1).
:- claim(are_eligible_for_head_start_and_early_head, "you are eligible for Head Start and Early Head Start services", 1).

% Children from birth to age five from families with low income, according to the Poverty Guidelines published by the Federal government, are eligible for Head Start and Early Head Start services.
:- from(1).
are_eligible_for_head_start_and_early_head :-
    are_child_from_birth_to_age_five_from(true).

%%% 119-f1ed399e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('119-f1ed399e-0').
:- text("#  5. Illness and injury benefits\n\nYou can carry on getting contribution-based ESA for up to 26 weeks if you’re going abroad for medical treatment for yourself or your child.").
:- sentence(0, 3, 33).
:- sentence(1, 35, 174).

:- dynamic are_going_abroad_for_medical_treatment_for_yourself/1.
:- ask(are_going_abroad_for_medical_treatment_for_yourself, bool, "Are you going abroad for medical treatment for yourself or your child?", "you are going abroad for medical treatment for yourself or your child", 1).
:- claim(can_carry_on_getting_contribution_based_esa_for, "you can carry on getting contribution-based ESA for up to 26 weeks", 1).

% You can carry on getting contribution-based ESA for up to 26 weeks if you’re going abroad for medical treatment for yourself or your child.
:- from(1).
can_carry_on_getting_contribution_based_esa_for :-
    are_going_abroad_for_medical_treatment_for_yourself(true).

%%% 120-45bc0309-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('120-45bc0309-0').
:- text("## Apply for your initial Medicare provider number\n\nIf you’re a graduating health professional and have an intern position, or you’re a registered provider seeking access to Medicare benefits for the first time, you must apply for an initial Medicare provider number. This number identifies you as a health professional at your practice location.").
:- sentence(0, 3, 50).
:- sentence(1, 52, 267).
:- sentence(2, 268, 346).

:- dynamic are_graduating_health_professional/1.
:- ask(are_graduating_health_professional, bool, "Are you a graduating health professional?", "you are a graduating health professional", 1).
:- dynamic have_intern_position/1.
:- ask(have_intern_position, bool, "Do you have an intern position?", "you have an intern position", 1).
:- dynamic are_graduating_health_professional_and_have_intern_position/1.
:- ask(are_graduating_health_professional_and_have_intern_position, bool, "Are you a graduating health professional and do you have an intern position?", "you're a graduating health professional and have an intern position", 1).
:- dynamic are_registered_provider_seeking_access_to_medicare_benefits/1.
:- ask(are_registered_provider_seeking_access_to_medicare_benefits, bool, "Are you a registered provider seeking access to Medicare benefits for the first time?", "you are a registered provider seeking access to Medicare benefits for the first time", 1).
:- dynamic are_graduating_health_professional_and_have_intern_position_2/1.
:- ask(are_graduating_health_professional_and_have_intern_position_2, bool, "Are you a graduating health professional and do you have an intern position, or are you a registered provider seeking access to Medicare benefits for the first time?", "you're a graduating health professional and have an intern position, or you're a registered provider seeking access to Medicare benefits for the first time", 1).
:- claim(must_apply_for_initial_medicare_provider_number, "you must apply for an initial Medicare provider number", 1).
:- claim(this_number_identifies_you_as_health_professional_at, "this number identifies you as a health professional at your practice location (Apply for your initial Medicare provider number)", 2).

% If you’re a graduating health professional and have an intern position, or you’re a registered provider seeking access to Medicare benefits for the first time, you must apply for an initial Medicare p
:- from(1).
must_apply_for_initial_medicare_provider_number :-
    group(are_graduating_health_professional_and_have_intern_position_2(true), (group(are_graduating_health_professional_and_have_intern_position(true), (are_graduating_health_professional(true), have_intern_position(true))) ; are_registered_provider_seeking_access_to_medicare_benefits(true))).

% This number identifies you as a health professional at your practice location.
:- from(2).
this_number_identifies_you_as_health_professional_at :-
    true.

%%% 121-28206110-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('121-28206110-0').
:- text("## About Medicare provider numbers\n\nYour Medicare provider number is used to identify you and your practice location when processing claims. You may need more than one Medicare provider number if you provide health services in different locations.").
:- sentence(0, 3, 34).
:- sentence(1, 36, 140).
:- sentence(2, 141, 247).

:- dynamic provide_health_services_in_different_locations/1.
:- ask(provide_health_services_in_different_locations, bool, "Do you provide health services in different locations?", "you provide health services in different locations", 2).
:- claim(may_need_more_than_one_medicare_provider_number, "you may need more than one Medicare provider number", 2).
:- claim(medicare_provider_number_is_used_to_identify_you, "your Medicare provider number is used to identify you and your practice location when processing claims", 1).

% You may need more than one Medicare provider number if you provide health services in different locations.
:- from(2).
may_need_more_than_one_medicare_provider_number :-
    provide_health_services_in_different_locations(true).

% Your Medicare provider number is used to identify you and your practice location when processing claims.
:- from(1).
medicare_provider_number_is_used_to_identify_you :-
    true.

%%% 122-5dca90c6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('122-5dca90c6-0').
:- text("#  1. Overview\n\nYou can:\n\n* contact the Tax Credit Office about someone else’s claim - as an authorised intermediary").
:- sentence(0, 3, 14).
:- sentence(1, 16, 24).
:- sentence(2, 28, 116).

:- dynamic contact_tax_credit_office_about_someone_elses_claim/1.
:- ask(contact_tax_credit_office_about_someone_elses_claim, bool, "Do you contact the Tax Credit Office about someone else's claim?", "you contact the Tax Credit Office about someone else's claim", 2).
:- claim(can, "you can", 1).

% You can:
:- from(1).
can :-
    contact_tax_credit_office_about_someone_elses_claim(true).

%%% 123-c09b5750-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('123-c09b5750-0').
:- text("## Benefits this applies to\n\nYou can ask for mandatory reconsideration for benefits including:\n\n* Maternity Allowance\n* Pension Credit\n* Personal Independence Payment (PIP)\n* Sure Start Maternity Grant").
:- sentence(0, 3, 27).
:- sentence(1, 29, 94).
:- sentence(2, 98, 117).
:- sentence(3, 120, 134).
:- sentence(4, 137, 172).
:- sentence(5, 175, 201).

:- dynamic it_is_maternity_allowance/1.
:- ask(it_is_maternity_allowance, bool, "Is it Maternity Allowance?", "it is Maternity Allowance", 2).
:- dynamic it_is_pension_credit/1.
:- ask(it_is_pension_credit, bool, "Is it Pension Credit?", "it is Pension Credit", 3).
:- dynamic it_is_personal_independence_payment_pip/1.
:- ask(it_is_personal_independence_payment_pip, bool, "Is it Personal Independence Payment (PIP)?", "it is Personal Independence Payment (PIP)", 4).
:- dynamic sure_start_maternity_grant/1.
:- ask(sure_start_maternity_grant, bool, "Is it Sure Start Maternity Grant?", "Sure Start Maternity Grant", 5).
:- claim(can_ask_for_mandatory_reconsideration_for_benefits, "you can ask for mandatory reconsideration for benefits", 1).

% You can ask for mandatory reconsideration for benefits including:
:- from(1).
can_ask_for_mandatory_reconsideration_for_benefits :-
    (it_is_maternity_allowance(true) ; it_is_pension_credit(true) ; it_is_personal_independence_payment_pip(true) ; sure_start_maternity_grant(true)).

%%% 124-959da156-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('124-959da156-0').
:- text("#  Export art, antiques and cultural goods: special rules\n\nCultural goods include:\n\n* works of art\n* furniture\n* antiques\n* means of transport").
:- sentence(0, 3, 57).
:- sentence(1, 59, 82).
:- sentence(2, 86, 98).
:- sentence(3, 101, 110).
:- sentence(4, 113, 121).
:- sentence(5, 124, 142).

:- dynamic it_is_work_of_art/1.
:- ask(it_is_work_of_art, bool, "Is it a work of art?", "it is a work of art", 2).
:- dynamic it_is_furniture/1.
:- ask(it_is_furniture, bool, "Is it furniture?", "it is furniture", 3).
:- dynamic it_is_antique/1.
:- ask(it_is_antique, bool, "Is it an antique?", "it is an antique", 4).
:- dynamic it_is_means_of_transport/1.
:- ask(it_is_means_of_transport, bool, "Is it a means of transport?", "it is a means of transport", 5).
:- dynamic it_is_work_of_art_furniture_antique_or/1.
:- ask(it_is_work_of_art_furniture_antique_or, bool, "Is it a work of art, furniture, an antique or a means of transport?", "it is a work of art, furniture, an antique or a means of transport", 1).
:- claim(it_is_one_of_cultural_goods, "it is one of the cultural goods (Export art, antiques and cultural goods: special rules)", 1).

% Cultural goods include:
:- from(1).
it_is_one_of_cultural_goods :-
    group(it_is_work_of_art_furniture_antique_or(true), (it_is_work_of_art(true) ; it_is_furniture(true) ; it_is_antique(true) ; it_is_means_of_transport(true))).

%%% 125-68802787-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('125-68802787-0').
:- text("Under the ALE component, the Natural Resources Conservation Service (NRCS) helps Indian tribes, State and local governments and non-governmental organizations protect working agricultural lands and limit non-agricultural uses of the land.").
:- sentence(0, 0, 238).

:- dynamic are_indian_tribe/1.
:- ask(are_indian_tribe, bool, "Are you an Indian tribe?", "you are an Indian tribe", 0).
:- dynamic want_to_protect_working_agricultural_lands_and_limit/1.
:- ask(want_to_protect_working_agricultural_lands_and_limit, bool, "Do you want to protect working agricultural lands and limit non-agricultural uses of the land?", "you want to protect working agricultural lands and limit non-agricultural uses of the land", 0).
:- dynamic are_indian_tribe_that_wants_to_protect_working/1.
:- ask(are_indian_tribe_that_wants_to_protect_working, bool, "Are you an Indian tribe that wants to protect working agricultural lands and limit non-agricultural uses of the land?", "you are an Indian tribe that wants to protect working agricultural lands and limit non-agricultural uses of the land", 0).
:- dynamic are_state_or_local_government/1.
:- ask(are_state_or_local_government, bool, "Are you a State or local government?", "you are a State or local government", 0).
:- dynamic are_state_or_local_government_that_wants_to/1.
:- ask(are_state_or_local_government_that_wants_to, bool, "Are you a State or local government that wants to protect working agricultural lands and limit non-agricultural uses of the land?", "you are a State or local government that wants to protect working agricultural lands and limit non-agricultural uses of the land", 0).
:- dynamic are_non_governmental_organization/1.
:- ask(are_non_governmental_organization, bool, "Are you a non-governmental organization?", "you are a non-governmental organization", 0).
:- dynamic are_non_governmental_organization_that_wants_to_protect/1.
:- ask(are_non_governmental_organization_that_wants_to_protect, bool, "Are you a non-governmental organization that wants to protect working agricultural lands and limit non-agricultural uses of the land?", "you are a non-governmental organization that wants to protect working agricultural lands and limit non-agricultural uses of the land", 0).
:- claim(natural_resources_conservation_service_nrcs_can_help_you, "the Natural Resources Conservation Service (NRCS) can help you", 0).

% Under the ALE component, the Natural Resources Conservation Service (NRCS) helps Indian tribes, State and local governments and non-governmental organizations protect working agricultural lands and li
:- from(0).
natural_resources_conservation_service_nrcs_can_help_you :-
    (group(are_indian_tribe_that_wants_to_protect_working(true), (are_indian_tribe(true), want_to_protect_working_agricultural_lands_and_limit(true))) ; group(are_state_or_local_government_that_wants_to(true), (are_state_or_local_government(true), want_to_protect_working_agricultural_lands_and_limit(true))) ; group(are_non_governmental_organization_that_wants_to_protect(true), (are_non_governmental_organization(true), want_to_protect_working_agricultural_lands_and_limit(true)))).

%%% 126-5e0c2138-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('126-5e0c2138-0').
:- text("## If you get divorced or dissolve your civil partnership\n\nYou’ll get an extra payment on top of your State Pension if your ex-partner is ordered to share their Additional State Pension or protected payment with you.").
:- sentence(0, 3, 57).
:- sentence(1, 59, 216).

:- dynamic ex_partner_is_ordered_to_share_their_additional/1.
:- ask(ex_partner_is_ordered_to_share_their_additional, bool, "Is your ex-partner ordered to share their Additional State Pension or protected payment with you?", "your ex-partner is ordered to share their Additional State Pension or protected payment with you", 1).
:- claim(will_get_extra_payment_on_top_of_your, "you will get an extra payment on top of your State Pension", 1).

% You’ll get an extra payment on top of your State Pension if your ex-partner is ordered to share their Additional State Pension or protected payment with you.
:- from(1).
will_get_extra_payment_on_top_of_your :-
    ex_partner_is_ordered_to_share_their_additional(true).

%%% 127-bed37262-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('127-bed37262-0').
:- text("Supplemental Security Income is a federally funded program administered by the U.S. Social Security Administration (SSA). SSI provides financial help to disabled adults and children who have limited income and assets.").
:- sentence(0, 0, 121).
:- sentence(1, 122, 217).

:- dynamic are_disabled_adult/1.
:- ask(are_disabled_adult, bool, "Are you a disabled adult?", "you are a disabled adult", 1).
:- dynamic are_child/1.
:- ask(are_child, bool, "Are you a child?", "you are a child", 1).
:- dynamic have_limited_income_and_assets/1.
:- ask(have_limited_income_and_assets, bool, "Do you have limited income and assets?", "you have limited income and assets", 1).
:- dynamic are_child_who_has_limited_income_and_assets/1.
:- ask(are_child_who_has_limited_income_and_assets, bool, "Are you a child who has limited income and assets?", "you are a child who has limited income and assets", 1).
:- claim(can_get_ssi, "you can get SSI", 1).
:- claim(supplemental_security_income_is_federally_funded_program_administered, "Supplemental Security Income is a federally funded program administered by the U.S. Social Security Administration (SSA)", 0).

% SSI provides financial help to disabled adults and children who have limited income and assets.
:- from(1).
can_get_ssi :-
    (are_disabled_adult(true) ; group(are_child_who_has_limited_income_and_assets(true), (are_child(true), have_limited_income_and_assets(true)))).

% Supplemental Security Income is a federally funded program administered by the U.S. Social Security Administration (SSA).
:- from(0).
supplemental_security_income_is_federally_funded_program_administered :-
    true.

%%% 128-5e547a98-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('128-5e547a98-0').
:- text("## Financial assistance for carers\n\nCarer Supplement is an annual lump sum payment to help you with the costs of caring for a person with disability or a medical condition if you are receiving Carer Payment or Carer Allowance.").
:- sentence(0, 3, 34).
:- sentence(1, 36, 226).

:- dynamic are_receiving_carer_payment/1.
:- ask(are_receiving_carer_payment, bool, "Are you receiving Carer Payment?", "you are receiving Carer Payment", 1).
:- dynamic are_receiving_carer_allowance/1.
:- ask(are_receiving_carer_allowance, bool, "Are you receiving Carer Allowance?", "you are receiving Carer Allowance", 1).
:- dynamic are_receiving_carer_payment_or_carer_allowance/1.
:- ask(are_receiving_carer_payment_or_carer_allowance, bool, "Are you receiving Carer Payment or Carer Allowance?", "you are receiving Carer Payment or Carer Allowance", 1).
:- claim(carer_supplement_is_annual_lump_sum_payment_to, "Carer Supplement is an annual lump sum payment to help you with the costs of caring for a person with disability or a medical condition", 1).

% Carer Supplement is an annual lump sum payment to help you with the costs of caring for a person with disability or a medical condition if you are receiving Carer Payment or Carer Allowance.
:- from(1).
carer_supplement_is_annual_lump_sum_payment_to :-
    group(are_receiving_carer_payment_or_carer_allowance(true), (are_receiving_carer_payment(true) ; are_receiving_carer_allowance(true))).

%%% 129-1e60d1f8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('129-1e60d1f8-0').
:- text("#  1. How VAT works\n\nYou can only charge VAT if your business is registered for VAT.").
:- sentence(0, 3, 19).
:- sentence(1, 21, 84).

:- dynamic business_is_registered_for_vat/1.
:- ask(business_is_registered_for_vat, bool, "Is your business registered for VAT?", "your business is registered for VAT", 1).
:- claim(can_charge_vat, "you can charge VAT", 1).

% You can only charge VAT if your business is registered for VAT.
:- from(1).
can_charge_vat_requirement_1 :-
    business_is_registered_for_vat(true).
can_charge_vat :-
    can_charge_vat_requirement_1.

%%% 130-c2f814cc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('130-c2f814cc-0').
:- text("### Your obligations\n\nBusinesses that use Centrepay need to:\n\n* registration\n* licensing and accreditation\n* financial and privacy laws\n* layby services").
:- sentence(0, 4, 20).
:- sentence(1, 22, 60).
:- sentence(2, 64, 76).
:- sentence(3, 79, 106).
:- sentence(4, 109, 135).
:- sentence(5, 138, 152).

:- dynamic have_registration/1.
:- ask(have_registration, bool, "Do you have registration?", "you have registration", 2).
:- dynamic have_licensing_and_accreditation/1.
:- ask(have_licensing_and_accreditation, bool, "Do you have licensing and accreditation?", "you have licensing and accreditation", 3).
:- dynamic have_financial_and_privacy_laws/1.
:- ask(have_financial_and_privacy_laws, bool, "Do you have financial and privacy laws?", "you have financial and privacy laws", 4).
:- dynamic have_layby_services/1.
:- ask(have_layby_services, bool, "Do you have layby services?", "you have layby services", 5).
:- dynamic have_registration_licensing_and_accreditation_financial_and_privacy/1.
:- ask(have_registration_licensing_and_accreditation_financial_and_privacy, bool, "Do you have registration, licensing and accreditation, financial and privacy laws and layby services?", "you have registration, licensing and accreditation, financial and privacy laws and layby services", 1).
:- claim(can_use_centrepay, "you can use Centrepay", 1).

% Businesses that use Centrepay need to:
:- from(1).
can_use_centrepay :-
    group(have_registration_licensing_and_accreditation_financial_and_privacy(true), (have_registration(true), have_licensing_and_accreditation(true), have_financial_and_privacy_laws(true), have_layby_services(true))).

%%% 131-3f1223ab-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('131-3f1223ab-0').
:- text("Farm Storage Facility Loans (FSFL) are provided to encourage the construction of on-farm storage and handling facilities for eligible commodities. Eligible commodities include: corn, grain sorghum, oats, wheat, barley, rice, soybeans, peanuts, minor oilseeds, lentils, chickpeas, dry peas, hay, renewable biomass and cold storage facilities for fruits and vegetables.").
:- sentence(0, 0, 146).
:- sentence(1, 147, 367).

:- dynamic commodity_is_corn/1.
:- ask(commodity_is_corn, bool, "Is the commodity corn?", "the commodity is corn", 1).
:- dynamic commodity_is_grain_sorghum/1.
:- ask(commodity_is_grain_sorghum, bool, "Is the commodity grain sorghum?", "the commodity is grain sorghum", 1).
:- dynamic commodity_is_oats/1.
:- ask(commodity_is_oats, bool, "Is the commodity oats?", "the commodity is oats", 1).
:- dynamic commodity_is_wheat/1.
:- ask(commodity_is_wheat, bool, "Is the commodity wheat?", "the commodity is wheat", 1).
:- dynamic commodity_is_barley/1.
:- ask(commodity_is_barley, bool, "Is the commodity barley?", "the commodity is barley", 1).
:- dynamic commodity_is_rice/1.
:- ask(commodity_is_rice, bool, "Is the commodity rice?", "the commodity is rice", 1).
:- dynamic commodity_is_soybeans/1.
:- ask(commodity_is_soybeans, bool, "Is the commodity soybeans?", "the commodity is soybeans", 1).
:- dynamic commodity_is_peanuts/1.
:- ask(commodity_is_peanuts, bool, "Is the commodity peanuts?", "the commodity is peanuts", 1).
:- dynamic commodity_is_minor_oilseeds/1.
:- ask(commodity_is_minor_oilseeds, bool, "Is the commodity minor oilseeds?", "the commodity is minor oilseeds", 1).
:- dynamic commodity_is_lentils/1.
:- ask(commodity_is_lentils, bool, "Is the commodity lentils?", "the commodity is lentils", 1).
:- dynamic commodity_is_chickpeas/1.
:- ask(commodity_is_chickpeas, bool, "Is the commodity chickpeas?", "the commodity is chickpeas", 1).
:- dynamic commodity_is_dry_peas/1.
:- ask(commodity_is_dry_peas, bool, "Is the commodity dry peas?", "the commodity is dry peas", 1).
:- dynamic commodity_is_hay/1.
:- ask(commodity_is_hay, bool, "Is the commodity hay?", "the commodity is hay", 1).
:- dynamic commodity_is_renewable_biomass/1.
:- ask(commodity_is_renewable_biomass, bool, "Is the commodity renewable biomass?", "the commodity is renewable biomass", 1).
:- dynamic commodity_is_cold_storage_facilities_for_fruits_and/1.
:- ask(commodity_is_cold_storage_facilities_for_fruits_and, bool, "Is the commodity cold storage facilities for fruits and vegetables?", "the commodity is cold storage facilities for fruits and vegetables", 1).
:- claim(it_is_eligible_commodity, "it is an eligible commodity", 1).

% Eligible commodities include: corn, grain sorghum, oats, wheat, barley, rice, soybeans, peanuts, minor oilseeds, lentils, chickpeas, dry peas, hay, renewable biomass and cold storage facilities for fr
:- from(1).
it_is_eligible_commodity :-
    (commodity_is_corn(true) ; commodity_is_grain_sorghum(true) ; commodity_is_oats(true) ; commodity_is_wheat(true) ; commodity_is_barley(true) ; commodity_is_rice(true) ; commodity_is_soybeans(true) ; commodity_is_peanuts(true) ; commodity_is_minor_oilseeds(true) ; commodity_is_lentils(true) ; commodity_is_chickpeas(true) ; commodity_is_dry_peas(true) ; commodity_is_hay(true) ; commodity_is_renewable_biomass(true) ; commodity_is_cold_storage_facilities_for_fruits_and(true)).

%%% 132-fc3e0ff2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('132-fc3e0ff2-0').
:- text("## If your circumstances change\n\nYou must report these changes to the Tax Credit Office.").
:- sentence(0, 3, 31).
:- sentence(1, 33, 88).

:- dynamic circumstances_change/1.
:- ask(circumstances_change, bool, "Do your circumstances change?", "your circumstances change", 0).
:- claim(must_report_these_changes_to_tax_credit_office, "you must report these changes to the Tax Credit Office (If your circumstances change)", 1).

% You must report these changes to the Tax Credit Office.
:- from(1).
must_report_these_changes_to_tax_credit_office :-
    circumstances_change(true).

%%% 133-e831c1ef-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('133-e831c1ef-0').
:- text("# Self-Employment Tax\n\nSelf-employment tax (SE tax) is a social security and Medicare tax primarily for individuals who work for themselves. Your payments of SE tax contribute to your coverage under the social security system.").
:- sentence(0, 2, 21).
:- sentence(1, 23, 140).
:- sentence(2, 141, 226).

:- dynamic work_for_yourself/1.
:- ask(work_for_yourself, bool, "Do you work for yourself?", "you work for yourself", 1).
:- claim(can_get_self_employment_tax_se_tax, "you can get self-employment tax (SE tax)", 1).

% Self-employment tax (SE tax) is a social security and Medicare tax primarily for individuals who work for themselves.
:- from(1).
can_get_self_employment_tax_se_tax :-
    work_for_yourself(true).

%%% 134-2d868c61-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('134-2d868c61-0').
:- text("# Income Tax\n\nThe federal income tax is a pay-as-you-go tax. You must pay the tax as you earn or receive income during the year. An employee usually has income tax withheld from his or her pay. If you do not pay your tax through withholding, or do not pay enough tax that way, you have to pay estimated tax.").
:- sentence(0, 2, 12).
:- sentence(1, 14, 60).
:- sentence(2, 61, 128).
:- sentence(3, 129, 193).
:- sentence(4, 194, 307).

:- dynamic pay_income_tax_as_you_earn_or_receive/1.
:- ask(pay_income_tax_as_you_earn_or_receive, bool, "Do you pay Income Tax as you earn or receive income during the year?", "you pay Income Tax as you earn or receive income during the year", 2).
:- dynamic pay_your_tax_through_withholding/1.
:- ask(pay_your_tax_through_withholding, bool, "Do you pay your tax through withholding?", "you pay your tax through withholding", 4).
:- dynamic pay_enough_tax_that_way/1.
:- ask(pay_enough_tax_that_way, bool, "Do you pay enough tax that way?", "you pay enough tax that way", 4).
:- claim(meet_conditions_income_tax, "you meet the conditions (Income Tax)", 2).
:- claim(have_to_pay_estimated_tax, "you have to pay estimated tax", 4).
:- claim(federal_income_tax_is_pay_as_you_go, "the federal income tax is a pay-as-you-go tax", 1).

% You must pay the tax as you earn or receive income during the year.
:- from(2).
meet_conditions_income_tax_requirement_1 :-
    pay_income_tax_as_you_earn_or_receive(true).
meet_conditions_income_tax :-
    meet_conditions_income_tax_requirement_1.

% If you do not pay your tax through withholding, or do not pay enough tax that way, you have to pay estimated tax.
:- from(4).
have_to_pay_estimated_tax :-
    pay_your_tax_through_withholding(false),
    pay_enough_tax_that_way(false).

% The federal income tax is a pay-as-you-go tax.
:- from(1).
federal_income_tax_is_pay_as_you_go :-
    true.

%%% 135-a3fbefb7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('135-a3fbefb7-0').
:- text("# Export food, drink and agricultural products: special rules\n\nTo export animal products outside the EU you usually need an Export Health Certificate (EHC).").
:- sentence(0, 2, 61).
:- sentence(1, 63, 156).

:- dynamic export_animal_products_outside_eu/1.
:- ask(export_animal_products_outside_eu, bool, "Do you export animal products outside the EU?", "you export animal products outside the EU", 1).
:- dynamic have_export_health_certificate_ehc/1.
:- ask(have_export_health_certificate_ehc, bool, "Do you have an Export Health Certificate (EHC)?", "you have an Export Health Certificate (EHC)", 1).
:- claim(need_export_health_certificate_ehc, "you need an Export Health Certificate EHC", 1).
:- claim(can_export_animal_products_outside_eu, "you can export animal products outside the EU", 1).

% To export animal products outside the EU you usually need an Export Health Certificate (EHC).
:- from(1).
need_export_health_certificate_ehc :-
    export_animal_products_outside_eu(true).
can_export_animal_products_outside_eu :-
    have_export_health_certificate_ehc(true).

%%% 136-45a1ed2d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('136-45a1ed2d-0').
:- text("Credit Requirements: SBA's assistance is in the form of loans, as such SBA must have a reasonable assurance that such loans can and will be repaid.").
:- sentence(0, 0, 147).

:- dynamic credit_requirements_sbas_assistance_is_in_form_of/1.
:- ask(credit_requirements_sbas_assistance_is_in_form_of, bool, "Is Credit Requirements: SBA's assistance in the form of loans, as such SBA must have a reasonable assurance that such loans can and will be repaid?", "Credit Requirements: SBA's assistance is in the form of loans, as such SBA must have a reasonable assurance that such loans can and will be repaid", 0).
:- claim(meet_conditions, "you meet the conditions", 0).

% Credit Requirements: SBA's assistance is in the form of loans, as such SBA must have a reasonable assurance that such loans can and will be repaid.
:- from(0).
meet_conditions_requirement_1 :-
    credit_requirements_sbas_assistance_is_in_form_of(true).
meet_conditions :-
    meet_conditions_requirement_1.

%%% 137-5784ca4c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('137-5784ca4c-0').
:- text("#  7. Inheriting or increasing State Pension from a spouse or civil partner\n\nYou might be able to inherit an extra payment on top of your new State Pension if you’re widowed.").
:- sentence(0, 3, 75).
:- sentence(1, 77, 174).

:- dynamic are_widowed/1.
:- ask(are_widowed, bool, "Are you widowed?", "you are widowed", 1).
:- claim(might_be_able_to_inherit_extra_payment_on, "you might be able to inherit an extra payment on top of your new State Pension", 1).

% You might be able to inherit an extra payment on top of your new State Pension if you’re widowed.
:- from(1).
might_be_able_to_inherit_extra_payment_on :-
    are_widowed(true).

%%% 138-0e09c64e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('138-0e09c64e-0').
:- text("## Taking repayments from your benefits\n\nIf you’re still receiving the benefit, the regular amount you get will be reduced until you’ve paid back the money.").
:- sentence(0, 3, 39).
:- sentence(1, 41, 156).

:- dynamic are_still_receiving_benefit/1.
:- ask(are_still_receiving_benefit, bool, "Are you still receiving the benefit?", "you are still receiving the benefit", 1).
:- dynamic have_paid_back_money/1.
:- ask(have_paid_back_money, bool, "Have you paid back the money?", "you have paid back the money", 1).
:- claim(regular_amount_you_get_will_be_reduced, "the regular amount you get will be reduced", 1).

% If you’re still receiving the benefit, the regular amount you get will be reduced until you’ve paid back the money.
:- from(1).
regular_amount_you_get_will_be_reduced :-
    are_still_receiving_benefit(true),
    \+ have_paid_back_money(true).

%%% 139-554a5a4e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('139-554a5a4e-0').
:- text("## What happens if you’re suspected of benefit fraud\n\nYou’ll be contacted by the Department for Work and Pensions (DWP), HM Revenue and Customs (HMRC), the Service and Personnel and Veterans Agency or your local authority if you’re suspected of fraud.").
:- sentence(0, 3, 52).
:- sentence(1, 54, 251).

:- dynamic are_suspected_of_fraud/1.
:- ask(are_suspected_of_fraud, bool, "Are you suspected of fraud?", "you are suspected of fraud", 1).
:- claim(will_be_contacted_by_department_for_work_and, "you will be contacted by the Department for Work and Pensions (DWP), HM Revenue and Customs (HMRC), the Service and Personnel and Veterans Agency or your local authority", 1).

% You’ll be contacted by the Department for Work and Pensions (DWP), HM Revenue and Customs (HMRC), the Service and Personnel and Veterans Agency or your local authority if you’re suspected of fraud.
:- from(1).
will_be_contacted_by_department_for_work_and :-
    are_suspected_of_fraud(true).

%%% 140-dec02823-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('140-dec02823-0').
:- text("### If you reached State Pension age on or after 6 April 2016\n\nYou can’t inherit your spouse or civil partner’s Additional State Pension if either:\n\n* your spouse or civil partner died on or after 6 April 2016 and reached (or would have reached) State Pension age on or after 6 April 2016\n* you started your marriage or civil partnership on or after 6 April 2016").
:- sentence(0, 4, 61).
:- sentence(1, 63, 147).
:- sentence(2, 151, 288).
:- sentence(3, 291, 362).

:- dynamic spouse_or_civil_partner_died_on_or_after/1.
:- ask(spouse_or_civil_partner_died_on_or_after, bool, "Did your spouse or civil partner die on or after 6 April 2016?", "your spouse or civil partner died on or after 6 April 2016", 2).
:- dynamic spouse_or_civil_partner_reached_state_pension_age/1.
:- ask(spouse_or_civil_partner_reached_state_pension_age, bool, "Did your spouse or civil partner reach State Pension age on or after 6 April 2016?", "your spouse or civil partner reached State Pension age on or after 6 April 2016", 2).
:- dynamic spouse_or_civil_partner_died_on_or_after_2/1.
:- ask(spouse_or_civil_partner_died_on_or_after_2, bool, "Did your spouse or civil partner die on or after 6 April 2016 and reach (or would they have reached) State Pension age on or after 6 April 2016?", "your spouse or civil partner died on or after 6 April 2016 and reached (or would have reached) State Pension age on or after 6 April 2016", 1).
:- dynamic started_your_marriage_or_civil_partnership_on_or/1.
:- ask(started_your_marriage_or_civil_partnership_on_or, bool, "Did you start your marriage or civil partnership on or after 6 April 2016?", "you started your marriage or civil partnership on or after 6 April 2016", 3).
:- claim(can_inherit_your_spouse_or_civil_partners_additional, "you can inherit your spouse or civil partner's Additional State Pension", 1).
:- claim(not_can_inherit_your_spouse_or_civil_partners_additional, "you can not inherit your spouse or civil partner's Additional State Pension", 1).

% You can’t inherit your spouse or civil partner’s Additional State Pension if either:
:- from(1).
not_can_inherit_your_spouse_or_civil_partners_additional :-
    (group(spouse_or_civil_partner_died_on_or_after_2(true), (spouse_or_civil_partner_died_on_or_after(true), spouse_or_civil_partner_reached_state_pension_age(true))) ; started_your_marriage_or_civil_partnership_on_or(true)).
can_inherit_your_spouse_or_civil_partners_additional :-
    \+ not_can_inherit_your_spouse_or_civil_partners_additional.

%%% 141-96af5af4-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('141-96af5af4-0').
:- text("### Register for Aged Care Online Claiming\n\nResidential Care level 12 and Home Care level 12 give authority to:\n\n* view latest and historical payment statements for the nominated service").
:- sentence(0, 4, 42).
:- sentence(1, 44, 111).
:- sentence(2, 115, 186).

:- dynamic have_residential_care_level_12_authority/1.
:- ask(have_residential_care_level_12_authority, bool, "Do you have Residential Care level 12 authority?", "you have Residential Care level 12 authority", 1).
:- dynamic have_home_care_level_12_authority/1.
:- ask(have_home_care_level_12_authority, bool, "Do you have Home Care level 12 authority?", "you have Home Care level 12 authority", 1).
:- claim(have_authority_to_view_latest_and_historical_payment, "you have authority to view latest and historical payment statements for the nominated service", 2).

% view latest and historical payment statements for the nominated service
:- from(2).
have_authority_to_view_latest_and_historical_payment :-
    (have_residential_care_level_12_authority(true) ; have_home_care_level_12_authority(true)).

%%% 142-fb6e0dae-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('142-fb6e0dae-0').
:- text("The SBA can provide up to $2 million in disaster assistance to a business. The $2 million loan cap includes both physical disaster loans and EIDLs. There are no upfront fees or early payment penalties charged by SBA. The repayment term will be determined by your ability to repay the loan.").
:- sentence(0, 0, 74).
:- sentence(1, 75, 147).
:- sentence(2, 148, 216).
:- sentence(3, 217, 289).

:- dynamic are_business/1.
:- ask(are_business, bool, "Are you a business?", "you are a business", 0).
:- dynamic cap_is_both_physical_disaster_loans/1.
:- ask(cap_is_both_physical_disaster_loans, bool, "Is the cap both physical disaster loans?", "the cap is both physical disaster loans", 1).
:- dynamic cap_is_eidls/1.
:- ask(cap_is_eidls, bool, "Is the cap EIDLs?", "the cap is EIDLs", 1).
:- claim(can_get_sba, "you can get the SBA", 0).
:- claim(it_is_2_million_loan_cap, "it is a $2 million loan cap", 1).
:- claim(there_are_upfront_fees_or_early_payment_penalties, "there are upfront fees or early payment penalties charged by SBA", 2).
:- claim(not_there_are_upfront_fees_or_early_payment_penalties, "there are not upfront fees or early payment penalties charged by SBA", 2).
:- claim(repayment_term_will_be_determined_by_your_ability, "the repayment term will be determined by your ability to repay the loan", 3).

% The SBA can provide up to $2 million in disaster assistance to a business.
:- from(0).
can_get_sba :-
    are_business(true).

% The $2 million loan cap includes both physical disaster loans and EIDLs.
:- from(1).
it_is_2_million_loan_cap :-
    (cap_is_both_physical_disaster_loans(true) ; cap_is_eidls(true)).

% There are no upfront fees or early payment penalties charged by SBA.
:- from(2).
not_there_are_upfront_fees_or_early_payment_penalties :-
    true.
there_are_upfront_fees_or_early_payment_penalties :-
    \+ not_there_are_upfront_fees_or_early_payment_penalties.

% The repayment term will be determined by your ability to repay the loan.
:- from(3).
repayment_term_will_be_determined_by_your_ability :-
    true.

%%% 143-37c838e6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('143-37c838e6-0').
:- text("## When to apply\n\nThe earliest you can apply for a visa is 3 months before you start your course.").
:- sentence(0, 3, 16).
:- sentence(1, 18, 97).

:- claim(earliest_you_can_apply_for_visa_is_3, "the earliest you can apply for a visa is 3 months before you start your course", 1).

% The earliest you can apply for a visa is 3 months before you start your course.
:- from(1).
earliest_you_can_apply_for_visa_is_3 :-
    true.

%%% 144-ff22890c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('144-ff22890c-0').
:- text("The purpose of the program is to help Indian-owned businesses obtain commercially-reasonable financing from private sources. The Division of Capital Investment manages the Indian Loan Guaranty, Insurance, and Interest Subsidy Program which breaks through the conventional barriers to financing for tribes and individual Indians. The loan program helps facilitate loan financing for borrowers that would not be able to do so otherwise. The Division helps secure reasonable interest rates and reduces risks for all parties involved to promote economic development on or near an Indian community's reservation or service area.").
:- sentence(0, 0, 124).
:- sentence(1, 125, 328).
:- sentence(2, 329, 434).
:- sentence(3, 435, 623).

:- dynamic are_indian_owned_business/1.
:- ask(are_indian_owned_business, bool, "Are you an Indian-owned business?", "you are an Indian-owned business", 0).
:- dynamic want_to_obtain_commercially_reasonable_financing_from_private/1.
:- ask(want_to_obtain_commercially_reasonable_financing_from_private, bool, "Do you want to obtain commercially-reasonable financing from private sources?", "you want to obtain commercially-reasonable financing from private sources", 0).
:- dynamic are_indian_owned_business_that_wants_to_obtain/1.
:- ask(are_indian_owned_business_that_wants_to_obtain, bool, "Are you an Indian-owned business that wants to obtain commercially-reasonable financing from private sources?", "you are an Indian-owned business that wants to obtain commercially-reasonable financing from private sources", 0).
:- dynamic are_borrower/1.
:- ask(are_borrower, bool, "Are you a borrower?", "you are a borrower", 2).
:- dynamic would_be_able_to_do_so_otherwise/1.
:- ask(would_be_able_to_do_so_otherwise, bool, "Would you be able to do so otherwise?", "you would be able to do so otherwise", 2).
:- dynamic are_borrower_that_would_not_be_able_to/1.
:- ask(are_borrower_that_would_not_be_able_to, bool, "Are you a borrower that would not be able to do so otherwise?", "you are a borrower that would not be able to do so otherwise", 2).
:- claim(program_can_help_you, "the program can help you", 0).
:- claim(can_get_loan_program, "you can get the loan program", 2).
:- claim(division_of_capital_investment_manages_indian_loan_guaranty, "the Division of Capital Investment manages the Indian Loan Guaranty, Insurance, and Interest Subsidy Program which breaks through the conventional barriers to financing for tribes and individual Indians", 1).
:- claim(division_helps_secure_reasonable_interest_rates_and_reduces, "the Division helps secure reasonable interest rates and reduces risks for all parties involved to promote economic development on or near an Indian community's reservation or service area", 3).

% The purpose of the program is to help Indian-owned businesses obtain commercially-reasonable financing from private sources.
:- from(0).
program_can_help_you :-
    group(are_indian_owned_business_that_wants_to_obtain(true), (are_indian_owned_business(true), want_to_obtain_commercially_reasonable_financing_from_private(true))).

% The loan program helps facilitate loan financing for borrowers that would not be able to do so otherwise.
:- from(2).
can_get_loan_program :-
    group(are_borrower_that_would_not_be_able_to(true), (are_borrower(true), would_be_able_to_do_so_otherwise(false))).

% The Division of Capital Investment manages the Indian Loan Guaranty, Insurance, and Interest Subsidy Program which breaks through the conventional barriers to financing for tribes and individual India
:- from(1).
division_of_capital_investment_manages_indian_loan_guaranty :-
    true.

% The Division helps secure reasonable interest rates and reduces risks for all parties involved to promote economic development on or near an Indian community's reservation or service area.
:- from(3).
division_helps_secure_reasonable_interest_rates_and_reduces :-
    true.

%%% 145-8e38c1c7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('145-8e38c1c7-0').
:- text("#  1. Eligibility\n\n* you want to have the decision looked at again").
:- sentence(0, 3, 17).
:- sentence(1, 21, 66).

:- dynamic want_to_have_decision_looked_at_again/1.
:- ask(want_to_have_decision_looked_at_again, bool, "Do you want to have the decision looked at again?", "you want to have the decision looked at again", 1).
:- claim(meet_conditions_eligibility, "you meet the conditions (Eligibility)", 1).

% you want to have the decision looked at again
:- from(1).
meet_conditions_eligibility :-
    want_to_have_decision_looked_at_again(true).

%%% 146-7994f86d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('146-7994f86d-0').
:- text("## If you did work in Washington state or were discharged from the military\n\nTo determine if you are eligible for unemployment benefits we examine:\n\n1. Whether you worked enough hours in your base year:\n* You must have worked at least 680 hours in your base year.\n* At least some wages must have been earned in Washington, unless you recently left the military and are currently located in Washington state.").
:- sentence(0, 3, 75).
:- sentence(1, 77, 147).
:- sentence(2, 152, 202).
:- sentence(3, 205, 263).
:- sentence(4, 266, 407).

:- dynamic worked_enough_hours_in_your_base_year/1.
:- ask(worked_enough_hours_in_your_base_year, bool, "Did you work enough hours in your base year?", "you worked enough hours in your base year", 2).
:- dynamic have_worked_hours_in_your_base_year/1.
:- ask(have_worked_hours_in_your_base_year, number("hours"), "How many hours have you worked in your base year?", "the number of hours you have worked in your base year", 3).
:- comparison(have_worked_hours_in_your_base_year >= 680, "Have you worked at least 680 hours in your base year?", 3).
:- dynamic at_least_some_wages_have_been_earned_in/1.
:- ask(at_least_some_wages_have_been_earned_in, bool, "Have at least some wages been earned in Washington?", "at least some wages have been earned in Washington", 4).
:- dynamic recently_left_military/1.
:- ask(recently_left_military, bool, "Did you recently leave the military?", "you recently left the military", 4).
:- dynamic are_currently_located_in_washington_state/1.
:- ask(are_currently_located_in_washington_state, bool, "Are you currently located in Washington state?", "you are currently located in Washington state", 4).
:- dynamic recently_left_military_and_are_currently_located_in/1.
:- ask(recently_left_military_and_are_currently_located_in, bool, "Did you recently leave the military and are you currently located in Washington state?", "you recently left the military and are currently located in Washington state", 1).
:- claim(to_determine, "to determine", 1).

% To determine if you are eligible for unemployment benefits we examine:
:- from(1).
to_determine :-
    (worked_enough_hours_in_your_base_year(true) ; have_worked_hours_in_your_base_year(HaveWorkedHoursInYourBaseYear), HaveWorkedHoursInYourBaseYear >= 680 ; at_least_some_wages_have_been_earned_in(true) ; group(recently_left_military_and_are_currently_located_in(true), (recently_left_military(true), are_currently_located_in_washington_state(true)))).

%%% 147-759a1b23-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('147-759a1b23-0').
:- text("#  6. Inheriting Additional State Pension\n\nIf your spouse or civil partner died within 90 days of topping up their State Pension, the top up should have been refunded to their estate (their total property, money and possessions), minus any payments they received before they died. This means you won’t inherit the top up as part of their Additional State Pension.").
:- sentence(0, 3, 41).
:- sentence(1, 43, 280).
:- sentence(2, 281, 363).

:- dynamic spouse_or_civil_partner_died_within_90_days/1.
:- ask(spouse_or_civil_partner_died_within_90_days, bool, "Did your spouse or civil partner die within 90 days of topping up their State Pension?", "your spouse or civil partner died within 90 days of topping up their State Pension", 1).
:- claim(top_up_should_have_been_refunded_to_their, "the top up should have been refunded to their estate (their total property, money and possessions), minus any payments they received before they died (Inheriting Additional State Pension)", 1).
:- claim(will_inherit_top_up_as_part_of_their, "you will inherit the top up as part of their Additional State Pension", 2).
:- claim(not_will_inherit_top_up_as_part_of_their, "you will not inherit the top up as part of their Additional State Pension", 2).

% If your spouse or civil partner died within 90 days of topping up their State Pension, the top up should have been refunded to their estate (their total property, money and possessions), minus any pay
:- from(1).
top_up_should_have_been_refunded_to_their :-
    spouse_or_civil_partner_died_within_90_days(true).

% This means you won’t inherit the top up as part of their Additional State Pension.
:- from(2).
not_will_inherit_top_up_as_part_of_their :-
    spouse_or_civil_partner_died_within_90_days(true).
will_inherit_top_up_as_part_of_their :-
    \+ not_will_inherit_top_up_as_part_of_their.

%%% 148-85feab08-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('148-85feab08-0').
:- text("Educational and Career Counseling can help you:\n\n* Develop educational program objectives").
:- sentence(0, 0, 47).
:- sentence(1, 51, 89).

:- dynamic develop_educational_program_objectives/1.
:- ask(develop_educational_program_objectives, bool, "Do you develop educational program objectives?", "you develop educational program objectives", 1).
:- claim(educational_and_career_counseling_can_help_you, "Educational and Career Counseling can help you", 0).

% Educational and Career Counseling can help you:
:- from(0).
educational_and_career_counseling_can_help_you :-
    develop_educational_program_objectives(true).

%%% 149-b58dd1f2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('149-b58dd1f2-0').
:- text("### Browser requirements for Aged Care Online Services\n\nAged Care Online Services should be used with Internet Explorer and Chrome browsers. The minimum browser requirements for Aged Care Online Services are:\n\n* Internet Explorer 9+\n* Google Chrome version 29+").
:- sentence(0, 4, 54).
:- sentence(1, 56, 140).
:- sentence(2, 141, 208).
:- sentence(3, 212, 232).
:- sentence(4, 235, 260).

:- dynamic it_is_internet_explorer_9/1.
:- ask(it_is_internet_explorer_9, bool, "Is it Internet Explorer 9+?", "it is Internet Explorer 9+", 3).
:- dynamic it_is_google_chrome_version_29/1.
:- ask(it_is_google_chrome_version_29, bool, "Is it google Chrome version 29+?", "it is google Chrome version 29+", 4).
:- dynamic it_is_internet_explorer_9_and_google_chrome/1.
:- ask(it_is_internet_explorer_9_and_google_chrome, bool, "Is it Internet Explorer 9+ and google Chrome version 29+?", "it is Internet Explorer 9+ and google Chrome version 29+", 2).
:- claim(it_is_one_of_minimum_browser_requirements_for, "it is one of the minimum browser requirements for Aged Care Online Services", 2).
:- claim(aged_care_online_services_should_be_used_with, "Aged Care Online Services should be used with Internet Explorer and Chrome browsers", 1).

% The minimum browser requirements for Aged Care Online Services are:
:- from(2).
it_is_one_of_minimum_browser_requirements_for :-
    group(it_is_internet_explorer_9_and_google_chrome(true), (it_is_internet_explorer_9(true), it_is_google_chrome_version_29(true))).

% Aged Care Online Services should be used with Internet Explorer and Chrome browsers.
:- from(1).
aged_care_online_services_should_be_used_with :-
    true.

%%% 150-e367bd79-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('150-e367bd79-0').
:- text("## Program Description\n\nIndiana's Temporary Assistance for Needy Families (TANF) program provides cash assistance to families with dependent children and requires adults to work or prepare for work. Recipients will be provided with supportive assistance while on TANF including: child care services, transportation services, and vehicle repairs.").
:- sentence(0, 3, 22).
:- sentence(1, 24, 198).
:- sentence(2, 199, 345).

:- dynamic are_family/1.
:- ask(are_family, bool, "Are you a family?", "you are a family", 1).
:- dynamic have_dependent_children/1.
:- ask(have_dependent_children, bool, "Do you have dependent children?", "you have dependent children", 1).
:- dynamic are_family_with_dependent_children/1.
:- ask(are_family_with_dependent_children, bool, "Are you a family with dependent children?", "you are a family with dependent children", 1).
:- dynamic are_recipient_tanf_including_child_care_services/1.
:- ask(are_recipient_tanf_including_child_care_services, bool, "Are you a recipient TANF including: child care services?", "you are a recipient TANF including: child care services", 2).
:- dynamic are_recipient_tanf_including_transportation_services/1.
:- ask(are_recipient_tanf_including_transportation_services, bool, "Are you a recipient TANF including: transportation services?", "you are a recipient TANF including: transportation services", 2).
:- dynamic are_recipient_tanf_including_vehicle_repairs/1.
:- ask(are_recipient_tanf_including_vehicle_repairs, bool, "Are you a recipient TANF including: vehicle repairs?", "you are a recipient TANF including: vehicle repairs", 2).
:- dynamic are_recipient_tanf_including_child_care_services_transportation/1.
:- ask(are_recipient_tanf_including_child_care_services_transportation, bool, "Are you a recipient TANF including: child care services, transportation services, and vehicle repairs?", "you are a recipient TANF including: child care services, transportation services, and vehicle repairs", 2).
:- claim(can_get_indianas_temporary_assistance_for_needy_families, "you can get Indiana's Temporary Assistance for Needy Families (TANF) program", 1).
:- claim(you, "you", 2).

% Indiana's Temporary Assistance for Needy Families (TANF) program provides cash assistance to families with dependent children and requires adults to work or prepare for work.
:- from(1).
can_get_indianas_temporary_assistance_for_needy_families :-
    group(are_family_with_dependent_children(true), (are_family(true), have_dependent_children(true))).

% Recipients will be provided with supportive assistance while on TANF including: child care services, transportation services, and vehicle repairs.
:- from(2).
you :-
    group(are_recipient_tanf_including_child_care_services_transportation(true), (are_recipient_tanf_including_child_care_services(true), are_recipient_tanf_including_transportation_services(true), are_recipient_tanf_including_vehicle_repairs(true))).

%%% 151-88519eba-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('151-88519eba-0').
:- text("#### Setting an end date\n\nYou can set end dates for deductions that require payments for a set timeframe. Such as temporary accommodation or school term education costs. Deductions will stop on the end date. You can add an end date to a new or existing deduction.").
:- sentence(0, 5, 24).
:- sentence(1, 26, 105).
:- sentence(2, 106, 169).
:- sentence(3, 170, 207).
:- sentence(4, 208, 263).

:- dynamic deductions_require_payments_for_set_timeframe/1.
:- ask(deductions_require_payments_for_set_timeframe, bool, "Do the deductions require payments for a set timeframe?", "the deductions require payments for a set timeframe", 1).
:- claim(can_set_end_dates_for_deductions, "you can set end dates for deductions", 1).
:- claim(deductions_will_stop_on_end_date, "deductions will stop on the end date", 3).
:- claim(can_add_end_date_to_new_or_existing, "you can add an end date to a new or existing deduction", 4).

% You can set end dates for deductions that require payments for a set timeframe.
:- from(1).
can_set_end_dates_for_deductions :-
    deductions_require_payments_for_set_timeframe(true).

% Deductions will stop on the end date.
:- from(3).
deductions_will_stop_on_end_date :-
    true.

% You can add an end date to a new or existing deduction.
:- from(4).
can_add_end_date_to_new_or_existing :-
    true.

%%% 152-0a9d4032-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('152-0a9d4032-0').
:- text("The Direct Express® card is a prepaid debit card option for federal benefit recipients to receive their benefits electronically.  With the Direct Express® card, your federal benefit payment is automatically deposited directly into your card account each month on your payment day. This prepaid debit card offers the convenience and security of to spend and access your money rather than using cash for purchases.  Cardholders can make purchases at stores that accept Debit MasterCard®, pay bills, purchase money orders from the U.S. Post Office and get cash from ATMs or financial institutions that display the MasterCard® acceptance mark. No bank account or credit check is required to enroll. There are no sign-up fees or monthly account fees. Many card services are free. Additional information about the Direct Express® card is available at www.USDirectExpress.com.").
:- sentence(0, 0, 128).
:- sentence(1, 130, 280).
:- sentence(2, 281, 412).
:- sentence(3, 414, 639).
:- sentence(4, 640, 694).
:- sentence(5, 695, 745).
:- sentence(6, 746, 774).
:- sentence(7, 775, 869).

:- dynamic are_federal_benefit_recipient/1.
:- ask(are_federal_benefit_recipient, bool, "Are you a federal benefit recipient?", "you are a federal benefit recipient", 0).
:- dynamic enroll/1.
:- ask(enroll, bool, "Do you enroll?", "you enroll", 4).
:- claim(can_get_direct_express_card, "you can get the Direct Express® card", 0).
:- claim(do_not_need_bank_account_or_credit_check, "you do not need bank account or credit check", 4).
:- claim(with_direct_express_card_your_federal_benefit_payment, "with the Direct Express® card, your federal benefit payment is automatically deposited directly into your card account each month on your payment day", 1).
:- claim(this_prepaid_debit_card_offers_convenience_and_security, "this prepaid debit card offers the convenience and security of to spend and access your money rather than using cash for purchases", 2).
:- claim(cardholders_can_make_purchases_at_stores_that_accept, "cardholders can make purchases at stores that accept Debit MasterCard®, pay bills, purchase money orders from the U.S. Post Office and get cash from ATMs or financial institutions that display the MasterCard® acceptance mark", 3).
:- claim(there_are_sign_up_fees_or_monthly_account, "there are sign-up fees or monthly account fees", 5).
:- claim(not_there_are_sign_up_fees_or_monthly_account, "there are not sign-up fees or monthly account fees", 5).
:- claim(additional_information_about_direct_express_card_is_available, "additional information about the Direct Express® card is available at www.USDirectExpress.com", 7).

% The Direct Express® card is a prepaid debit card option for federal benefit recipients to receive their benefits electronically.
:- from(0).
can_get_direct_express_card :-
    are_federal_benefit_recipient(true).

% No bank account or credit check is required to enroll.
:- from(4).
do_not_need_bank_account_or_credit_check :-
    enroll(true).

% With the Direct Express® card, your federal benefit payment is automatically deposited directly into your card account each month on your payment day.
:- from(1).
with_direct_express_card_your_federal_benefit_payment :-
    true.

% This prepaid debit card offers the convenience and security of to spend and access your money rather than using cash for purchases.
:- from(2).
this_prepaid_debit_card_offers_convenience_and_security :-
    true.

% Cardholders can make purchases at stores that accept Debit MasterCard®, pay bills, purchase money orders from the U.S. Post Office and get cash from ATMs or financial institutions that display the Mas
:- from(3).
cardholders_can_make_purchases_at_stores_that_accept :-
    true.

% There are no sign-up fees or monthly account fees.
:- from(5).
not_there_are_sign_up_fees_or_monthly_account :-
    true.
there_are_sign_up_fees_or_monthly_account :-
    \+ not_there_are_sign_up_fees_or_monthly_account.

% Additional information about the Direct Express® card is available at www.USDirectExpress.com.
:- from(7).
additional_information_about_direct_express_card_is_available :-
    true.

%%% 153-d8fb2f36-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('153-d8fb2f36-0').
:- text("The Economic Injury Disaster Loan Program (EIDL) can provide up to $2 million of financial assistance (actual loan amounts are based on amount of economic injury) to small businesses or private, non-profit organizations that suffer substantial economic injury as a result of the declared disaster, regardless of whether the applicant sustained physical damage.").
:- sentence(0, 0, 360).

:- dynamic are_small_business/1.
:- ask(are_small_business, bool, "Are you a small business?", "you are a small business", 0).
:- dynamic are_private_non_profit_organization/1.
:- ask(are_private_non_profit_organization, bool, "Are you a private, non-profit organization?", "you are a private, non-profit organization", 0).
:- dynamic suffer_substantial_economic_injury_as_result_of_declared/1.
:- ask(suffer_substantial_economic_injury_as_result_of_declared, bool, "Do you suffer substantial economic injury as a result of the declared disaster?", "you suffer substantial economic injury as a result of the declared disaster", 0).
:- dynamic are_private_non_profit_organization_that_suffers_substantial/1.
:- ask(are_private_non_profit_organization_that_suffers_substantial, bool, "Are you a private, non-profit organization that suffers substantial economic injury as a result of the declared disaster?", "you are a private, non-profit organization that suffers substantial economic injury as a result of the declared disaster", 0).
:- claim(can_get_economic_injury_disaster_loan_program_eidl, "you can get the Economic Injury Disaster Loan Program (EIDL)", 0).

% The Economic Injury Disaster Loan Program (EIDL) can provide up to $2 million of financial assistance (actual loan amounts are based on amount of economic injury) to small businesses or private, non-p
:- from(0).
can_get_economic_injury_disaster_loan_program_eidl :-
    (are_small_business(true) ; group(are_private_non_profit_organization_that_suffers_substantial(true), (are_private_non_profit_organization(true), suffer_substantial_economic_injury_as_result_of_declared(true)))).

%%% 154-3352b9ec-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('154-3352b9ec-0').
:- text("An EIDL can help you meet necessary financial obligations that your business or private, non-profit organization could have met had the disaster not occurred. It provides relief from economic injury caused directly by the disaster and permits you to maintain a reasonable working capital position during the period affected by the disaster. EIDLs do not replace lost sales or revenue.").
:- sentence(0, 0, 158).
:- sentence(1, 159, 340).
:- sentence(2, 341, 384).

:- dynamic need_relief_from_economic_injury_caused_directly_by/1.
:- ask(need_relief_from_economic_injury_caused_directly_by, bool, "Do you need relief from economic injury caused directly by the disaster?", "you need relief from economic injury caused directly by the disaster", 1).
:- claim(can_get_eidl, "you can get an EIDL", 1).
:- claim(eidl_can_help_you_meet_necessary_financial_obligations, "an EIDL can help you meet necessary financial obligations that your business or private, non-profit organization could have met had the disaster not occurred", 0).
:- claim(eidls_replace_lost_sales_or_revenue, "EIDLs replace lost sales or revenue", 2).
:- claim(not_eidls_replace_lost_sales_or_revenue, "it is not the case that EIDLs replace lost sales or revenue", 2).

% It provides relief from economic injury caused directly by the disaster and permits you to maintain a reasonable working capital position during the period affected by the disaster.
:- from(1).
can_get_eidl :-
    need_relief_from_economic_injury_caused_directly_by(true).

% An EIDL can help you meet necessary financial obligations that your business or private, non-profit organization could have met had the disaster not occurred.
:- from(0).
eidl_can_help_you_meet_necessary_financial_obligations :-
    true.

% EIDLs do not replace lost sales or revenue.
:- from(2).
not_eidls_replace_lost_sales_or_revenue :-
    true.
eidls_replace_lost_sales_or_revenue :-
    \+ not_eidls_replace_lost_sales_or_revenue.

%%% 155-011a15a7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('155-011a15a7-0').
:- text("### Online claiming for Residential Care providers\n\nResidential Care providers can submit claims using Aged Care Online Claiming.").
:- sentence(0, 4, 50).
:- sentence(1, 52, 129).

:- dynamic are_residential_care_provider/1.
:- ask(are_residential_care_provider, bool, "Are you a Residential Care provider?", "you are a Residential Care provider", 1).
:- claim(can_submit_claims_using_aged_care_online_claiming, "you can submit claims using Aged Care Online Claiming", 1).

% Residential Care providers can submit claims using Aged Care Online Claiming.
:- from(1).
can_submit_claims_using_aged_care_online_claiming :-
    are_residential_care_provider(true).

%%% 156-6c8f7682-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('156-6c8f7682-0').
:- text("Federal law requires SBA to determine whether credit in an amount needed to accomplish full recovery is available from non-government sources without creating an undue financial hardship to the applicant. The law calls this credit available elsewhere. Because the Military Reservist economic injury loans are taxpayer subsidized, Congress intended that applicants with the financial capacity to fund their own recovery should do so and therefore are not eligible for MREIDL assistance.").
:- sentence(0, 0, 204).
:- sentence(1, 205, 251).
:- sentence(2, 252, 485).

:- dynamic are_applicant/1.
:- ask(are_applicant, bool, "Are you an applicant?", "you are an applicant", 2).
:- claim(can_get_congress, "you can get Congress", 2).
:- claim(federal_law_requires_sba_to_determine_whether_credit, "federal law requires SBA to determine whether credit in an amount needed to accomplish full recovery is available from non-government sources without creating an undue financial hardship to the applicant", 0).
:- claim(law_calls_this_credit_available_elsewhere, "the law calls this credit available elsewhere", 1).

% Because the Military Reservist economic injury loans are taxpayer subsidized, Congress intended that applicants with the financial capacity to fund their own recovery should do so and therefore are no
:- from(2).
can_get_congress :-
    are_applicant(true).

% Federal law requires SBA to determine whether credit in an amount needed to accomplish full recovery is available from non-government sources without creating an undue financial hardship to the applic
:- from(0).
federal_law_requires_sba_to_determine_whether_credit :-
    true.

% The law calls this credit available elsewhere.
:- from(1).
law_calls_this_credit_available_elsewhere :-
    true.

%%% 157-f8444443-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('157-f8444443-0').
:- text("### Register for Aged Care Online Claiming\n\nResidential Care level 13 gives automatic authority to level 8.").
:- sentence(0, 4, 42).
:- sentence(1, 44, 107).

:- dynamic have_residential_care_level_13_authority/1.
:- ask(have_residential_care_level_13_authority, bool, "Do you have Residential Care level 13 authority?", "you have Residential Care level 13 authority", 1).
:- claim(have_authority_to_level_8, "you have authority to level 8", 1).

% Residential Care level 13 gives automatic authority to level 8.
:- from(1).
have_authority_to_level_8 :-
    have_residential_care_level_13_authority(true).

%%% 158-ee550b67-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('158-ee550b67-0').
:- text("Gratuitous Service-Disabled Veterans Insurance (ARH) is a program that provides posthumous life insurance coverage for certain Veterans.").
:- sentence(0, 0, 136).

:- dynamic are_veteran/1.
:- ask(are_veteran, bool, "Are you a veteran?", "you are a veteran", 0).
:- claim(can_get_gratuitous_service_disabled_veterans_insurance_arh, "you can get Gratuitous Service-Disabled Veterans Insurance (ARH)", 0).

% Gratuitous Service-Disabled Veterans Insurance (ARH) is a program that provides posthumous life insurance coverage for certain Veterans.
:- from(0).
can_get_gratuitous_service_disabled_veterans_insurance_arh :-
    are_veteran(true).

%%% 159-deea8017-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('159-deea8017-0').
:- text("## Work out if you need to pay\n\nYou may be able to use the Capital Gains Tax calculator to work out how much tax to pay on your property. You can’t use it if you:\n\n* are a company, agent, trustee or personal representative").
:- sentence(0, 3, 30).
:- sentence(1, 32, 137).
:- sentence(2, 138, 162).
:- sentence(3, 166, 222).

:- dynamic are_company_agent_trustee_or_personal_representative/1.
:- ask(are_company_agent_trustee_or_personal_representative, bool, "Are you a company, agent, trustee or personal representative?", "you are a company, agent, trustee or personal representative", 3).
:- claim(can_use_it, "you can use it (Work out if you need to pay)", 2).
:- claim(not_can_use_it, "you can not use it (Work out if you need to pay)", 2).

% You can’t use it if you:
:- from(2).
not_can_use_it :-
    are_company_agent_trustee_or_personal_representative(true).
can_use_it :-
    \+ not_can_use_it.

%%% 160-5a2aadfc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('160-5a2aadfc-0').
:- text("## Your pay\n\nThe work must last at least 4 weeks (or you must expect it to last 4 weeks) and must be paid.").
:- sentence(0, 3, 11).
:- sentence(1, 13, 106).

:- dynamic work_lasts_weeks/1.
:- ask(work_lasts_weeks, number("weeks"), "How many weeks does the work last?", "the number of weeks the work lasts", 1).
:- comparison(work_lasts_weeks >= 4, "Does the work last at least 4 weeks?", 1).
:- dynamic work_is_paid/1.
:- ask(work_is_paid, bool, "Is the work paid?", "the work is paid", 1).
:- dynamic work_lasts_at_least_4_weeks_and_is/1.
:- ask(work_lasts_at_least_4_weeks_and_is, bool, "Does the work last at least 4 weeks and is it paid?", "the work lasts at least 4 weeks and is paid", 1).
:- claim(meet_conditions_your_pay, "you meet the conditions (Your pay)", 1).

% The work must last at least 4 weeks (or you must expect it to last 4 weeks) and must be paid.
:- from(1).
meet_conditions_your_pay_requirement_1 :-
    group(work_lasts_at_least_4_weeks_and_is(true), (work_lasts_weeks(WorkLastsWeeks), WorkLastsWeeks >= 4, work_is_paid(true))).
meet_conditions_your_pay :-
    meet_conditions_your_pay_requirement_1.

%%% 161-1957b06e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('161-1957b06e-0').
:- text("### Public Key Infrastructure\n\nIf you don’t have access to HPOS or wish to use other online services you’ll need a Human Services Public Key Infrastructure (PKI) certificate.").
:- sentence(0, 4, 29).
:- sentence(1, 31, 174).

:- dynamic have_access_to_hpos/1.
:- ask(have_access_to_hpos, bool, "Do you have access to HPOS?", "you have access to HPOS", 1).
:- dynamic wish_to_use_other_online_services/1.
:- ask(wish_to_use_other_online_services, bool, "Do you wish to use other online services?", "you wish to use other online services", 1).
:- claim(will_need_human_services_public_key_infrastructure_pki, "you will need a Human Services Public Key Infrastructure (PKI) certificate", 1).

% If you don’t have access to HPOS or wish to use other online services you’ll need a Human Services Public Key Infrastructure (PKI) certificate.
:- from(1).
will_need_human_services_public_key_infrastructure_pki :-
    (have_access_to_hpos(false) ; wish_to_use_other_online_services(true)).

%%% 162-83b05024-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('162-83b05024-0').
:- text("#  Export art, antiques and cultural goods: special rules\n\nYou may need a licence to export certain ‘cultural goods’ over 50 years old.").
:- sentence(0, 3, 57).
:- sentence(1, 59, 135).

:- dynamic export_certain_cultural_goods_over_50_years_old/1.
:- ask(export_certain_cultural_goods_over_50_years_old, bool, "Do you export certain 'cultural goods' over 50 years old?", "you export certain 'cultural goods' over 50 years old", 1).
:- dynamic have_licence/1.
:- ask(have_licence, bool, "Do you have a licence?", "you have a licence", 1).
:- claim(may_need_licence, "you may need a licence", 1).
:- claim(can_export_certain_cultural_goods_over_50_years, "you can export certain 'cultural goods' over 50 years old", 1).

% You may need a licence to export certain ‘cultural goods’ over 50 years old.
:- from(1).
may_need_licence :-
    export_certain_cultural_goods_over_50_years_old(true).
can_export_certain_cultural_goods_over_50_years :-
    have_licence(true).

%%% 163-ed9932de-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('163-ed9932de-0').
:- text("#  5. Calculate VAT taxable turnover\n\nYou must register for VAT with HM Revenue and Customs (HMRC) if it goes over the current registration threshold in a rolling 12-month period. This isn’t a fixed period like the tax year or the calendar year - it could be any period, for example the start of June to the end of May.").
:- sentence(0, 3, 36).
:- sentence(1, 38, 179).
:- sentence(2, 180, 319).

:- dynamic it_goes_over_current_registration_threshold_in_rolling/1.
:- ask(it_goes_over_current_registration_threshold_in_rolling, bool, "Does it go over the current registration threshold in a rolling 12-month period?", "it goes over the current registration threshold in a rolling 12-month period", 1).
:- claim(must_register_for_vat_with_hm_revenue_and, "you must register for VAT with HM Revenue and Customs (HMRC)", 1).
:- claim(this_is_fixed_period_like_tax_year_or, "this is a fixed period like the tax year or the calendar year (Calculate VAT taxable turnover)", 2).
:- claim(not_this_is_fixed_period_like_tax_year_or, "this is not a fixed period like the tax year or the calendar year (Calculate VAT taxable turnover)", 2).
:- claim(it_could_be_any_period_for_example_start, "it could be any period, for example the start of June to the end of May (Calculate VAT taxable turnover)", 2).

% You must register for VAT with HM Revenue and Customs (HMRC) if it goes over the current registration threshold in a rolling 12-month period.
:- from(1).
must_register_for_vat_with_hm_revenue_and :-
    it_goes_over_current_registration_threshold_in_rolling(true).

% This isn’t a fixed period like the tax year or the calendar year - it could be any period, for example the start of June to the end of May.
:- from(2).
not_this_is_fixed_period_like_tax_year_or :-
    true.
this_is_fixed_period_like_tax_year_or :-
    \+ not_this_is_fixed_period_like_tax_year_or.
it_could_be_any_period_for_example_start :-
    true.

%%% 164-77897900-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('164-77897900-0').
:- text("# Medical Marijuana\n\nMedical marijuana patients with a valid Medical Marijuana Authorization may join the medical marijuana authorization database and get a medical marijuana card from a medically endorsed marijuana retail store (PDF). This allows you to grow six plants by default in the system and up to 15 plants if authorized by your healthcare practitioner, and allows you to purchase marijuana products sales and use-tax free.").
:- sentence(0, 2, 19).
:- sentence(1, 21, 235).
:- sentence(2, 236, 432).

:- dynamic are_medical_marijuana_patient/1.
:- ask(are_medical_marijuana_patient, bool, "Are you a medical marijuana patient?", "you are a medical marijuana patient", 1).
:- dynamic have_valid_medical_marijuana_authorization/1.
:- ask(have_valid_medical_marijuana_authorization, bool, "Do you have a valid Medical Marijuana Authorization?", "you have a valid Medical Marijuana Authorization", 1).
:- dynamic are_medical_marijuana_patient_with_valid_medical_marijuana/1.
:- ask(are_medical_marijuana_patient_with_valid_medical_marijuana, bool, "Are you a medical marijuana patient with a valid Medical Marijuana Authorization?", "you are a medical marijuana patient with a valid Medical Marijuana Authorization", 1).
:- dynamic authorized_by_your_healthcare_practitioner/1.
:- ask(authorized_by_your_healthcare_practitioner, bool, "Were you authorized by your healthcare practitioner?", "authorized by your healthcare practitioner", 2).
:- claim(may_join_medical_marijuana_authorization_database_and_get, "you may join the medical marijuana authorization database and get a medical marijuana card from a medically endorsed marijuana retail store", 1).
:- claim(this_allows_you_to_grow_six_plants_by, "this allows you to grow six plants by default in the system and up to 15 plants, and allows you to purchase marijuana products sales and use-tax free (Medical Marijuana)", 2).

% Medical marijuana patients with a valid Medical Marijuana Authorization may join the medical marijuana authorization database and get a medical marijuana card from a medically endorsed marijuana retai
:- from(1).
may_join_medical_marijuana_authorization_database_and_get :-
    group(are_medical_marijuana_patient_with_valid_medical_marijuana(true), (are_medical_marijuana_patient(true), have_valid_medical_marijuana_authorization(true))).

% This allows you to grow six plants by default in the system and up to 15 plants if authorized by your healthcare practitioner, and allows you to purchase marijuana products sales and use-tax free.
:- from(2).
this_allows_you_to_grow_six_plants_by :-
    authorized_by_your_healthcare_practitioner(true).

%%% 165-ae2cf9ad-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('165-ae2cf9ad-0').
:- text("#  2. Who gets the minimum wage\n\nWorkers are also entitled to the correct minimum wage if they’re:\n\n* apprentices\n* trainees, workers on probation\n* disabled workers\n* agricultural workers").
:- sentence(0, 3, 31).
:- sentence(1, 33, 98).
:- sentence(2, 102, 113).
:- sentence(3, 116, 146).
:- sentence(4, 149, 165).
:- sentence(5, 168, 188).

:- dynamic are_apprentice/1.
:- ask(are_apprentice, bool, "Are you an apprentice?", "you are an apprentice", 2).
:- dynamic are_trainee_worker_on_probation/1.
:- ask(are_trainee_worker_on_probation, bool, "Are you a trainee, worker on probation?", "you are a trainee, worker on probation", 3).
:- dynamic are_disabled_worker/1.
:- ask(are_disabled_worker, bool, "Are you a disabled worker?", "you are a disabled worker", 4).
:- dynamic are_agricultural_worker/1.
:- ask(are_agricultural_worker, bool, "Are you an agricultural worker?", "you are an agricultural worker", 5).
:- dynamic are_apprentice_trainee_worker_on_probation_disabled_worker/1.
:- ask(are_apprentice_trainee_worker_on_probation_disabled_worker, bool, "Are you an apprentice, a trainee, worker on probation, a disabled worker or an agricultural worker?", "you are an apprentice, a trainee, worker on probation, a disabled worker or an agricultural worker", 1).
:- claim(are_entitled_to_correct_minimum_wage, "you are entitled to the correct minimum wage", 1).

% Workers are also entitled to the correct minimum wage if they’re:
:- from(1).
are_entitled_to_correct_minimum_wage :-
    group(are_apprentice_trainee_worker_on_probation_disabled_worker(true), (are_apprentice(true) ; are_trainee_worker_on_probation(true) ; are_disabled_worker(true) ; are_agricultural_worker(true))).

%%% 166-ec092294-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('166-ec092294-0').
:- text("#  1. Overview\n\nYou could be fined up to £300 if you don’t report certain changes within 30 days and up to £3,000 if you give wrong information carelessly or on purpose.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 169).

:- dynamic report_certain_changes_within_30_days_and_up/1.
:- ask(report_certain_changes_within_30_days_and_up, bool, "Do you report certain changes within 30 days and up to £3,000 if you give wrong information carelessly or on purpose?", "you report certain changes within 30 days and up to £3,000 if you give wrong information carelessly or on purpose", 1).
:- claim(could_be_fined_up_to_300, "you could be fined up to £300", 1).

% You could be fined up to £300 if you don’t report certain changes within 30 days and up to £3,000 if you give wrong information carelessly or on purpose.
:- from(1).
could_be_fined_up_to_300 :-
    report_certain_changes_within_30_days_and_up(false).

%%% 167-86a6e40d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('167-86a6e40d-0').
:- text("A borrower must be engaged in or proposing to engage in a business that will:\n\n* Provide employment\n* Improve the economic or environmental climate\n* Promote the conservation, development, and use of water for aquaculture, or\n* Reduce reliance on nonrenewable energy resources by encouraging the development and construction of renewable energy systems.").
:- sentence(0, 0, 77).
:- sentence(1, 81, 99).
:- sentence(2, 102, 147).
:- sentence(3, 150, 225).
:- sentence(4, 228, 353).

:- dynamic are_engaged_in_or_proposing_to_engage_in/1.
:- ask(are_engaged_in_or_proposing_to_engage_in, bool, "Are you engaged in or proposing to engage in a business that will provide employment?", "you are engaged in or proposing to engage in a business that will provide employment", 1).
:- dynamic are_engaged_in_or_proposing_to_engage_in_2/1.
:- ask(are_engaged_in_or_proposing_to_engage_in_2, bool, "Are you engaged in or proposing to engage in a business that will improve the economic or environmental climate?", "you are engaged in or proposing to engage in a business that will improve the economic or environmental climate", 2).
:- dynamic are_engaged_in_or_proposing_to_engage_in_3/1.
:- ask(are_engaged_in_or_proposing_to_engage_in_3, bool, "Are you engaged in or proposing to engage in a business that will promote the conservation, development, and use of water for aquaculture?", "you are engaged in or proposing to engage in a business that will promote the conservation, development, and use of water for aquaculture", 3).
:- dynamic are_engaged_in_or_proposing_to_engage_in_4/1.
:- ask(are_engaged_in_or_proposing_to_engage_in_4, bool, "Are you engaged in or proposing to engage in a business that will reduce reliance on nonrenewable energy resources by encouraging the development and construction of renewable energy systems?", "you are engaged in or proposing to engage in a business that will reduce reliance on nonrenewable energy resources by encouraging the development and construction of renewable energy systems", 4).
:- dynamic are_engaged_in_or_proposing_to_engage_in_5/1.
:- ask(are_engaged_in_or_proposing_to_engage_in_5, bool, "Are you engaged in or proposing to engage in a business that will provide employment, improve the economic or environmental climate, promote the conservation, development, and use of water for aquaculture or reduce reliance on nonrenewable energy resources by encouraging the development and construction of renewable energy systems?", "you are engaged in or proposing to engage in a business that will provide employment, improve the economic or environmental climate, promote the conservation, development, and use of water for aquaculture or reduce reliance on nonrenewable energy resources by encouraging the development and construction of renewable energy systems", 0).
:- claim(meet_conditions, "you meet the conditions", 0).

% A borrower must be engaged in or proposing to engage in a business that will:
:- from(0).
meet_conditions :-
    group(are_engaged_in_or_proposing_to_engage_in_5(true), (are_engaged_in_or_proposing_to_engage_in(true) ; are_engaged_in_or_proposing_to_engage_in_2(true) ; are_engaged_in_or_proposing_to_engage_in_3(true) ; are_engaged_in_or_proposing_to_engage_in_4(true))).

%%% 168-2da104b7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('168-2da104b7-0').
:- text("#  2. Au pairs\n\nAu pairs usually live with the family they work for and are unlikely to be classed as a worker or an employee. They aren’t entitled to the National Minimum Wage or paid holidays.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 126).
:- sentence(2, 127, 194).

:- claim(au_pairs_live_with_family_they_work_for, "Au pairs live with the family they work for and are unlikely to be classed as a worker or an employee", 1).

% Au pairs usually live with the family they work for and are unlikely to be classed as a worker or an employee.
:- from(1).
au_pairs_live_with_family_they_work_for :-
    true.

%%% 169-a5f15802-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('169-a5f15802-0').
:- text("#  2. Work out your gain\n\nIf you’re a non-resident selling UK residential property you only pay tax on the gain you’ve made since 5 April.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 138).

:- dynamic are_non_resident_selling_uk_residential_property/1.
:- ask(are_non_resident_selling_uk_residential_property, bool, "Are you a non-resident selling UK residential property?", "you are a non-resident selling UK residential property", 1).
:- claim(pay_tax_on_gain_you_have_made_since, "you pay tax on the gain you have made since 5 April", 1).

% If you’re a non-resident selling UK residential property you only pay tax on the gain you’ve made since 5 April.
:- from(1).
pay_tax_on_gain_you_have_made_since :-
    are_non_resident_selling_uk_residential_property(true).

%%% 170-e43988f3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('170-e43988f3-0').
:- text("### Medicare Online\n\nIf you're using Medicare Online for patient claiming, you don't have to ask patients for their bank account details. Patients register their bank details with us. Medicare Online lets you submit patient claims even if you don't have the patient's bank account details.").
:- sentence(0, 4, 19).
:- sentence(1, 21, 137).
:- sentence(2, 138, 183).
:- sentence(3, 184, 289).

:- dynamic are_using_medicare_online_for_patient_claiming/1.
:- ask(are_using_medicare_online_for_patient_claiming, bool, "Are you using Medicare Online for patient claiming?", "you are using Medicare Online for patient claiming", 1).
:- dynamic have_medicare_online/1.
:- ask(have_medicare_online, bool, "Do you have Medicare Online?", "you have Medicare Online", 3).
:- claim(have_to_ask_patients_for_their_bank_account, "you have to ask patients for their bank account details", 1).
:- claim(not_have_to_ask_patients_for_their_bank_account, "you do not have to ask patients for their bank account details", 1).
:- claim(can_submit_patient_claims, "you can submit patient claims", 3).

% If you're using Medicare Online for patient claiming, you don't have to ask patients for their bank account details.
:- from(1).
not_have_to_ask_patients_for_their_bank_account :-
    are_using_medicare_online_for_patient_claiming(true).
have_to_ask_patients_for_their_bank_account :-
    \+ not_have_to_ask_patients_for_their_bank_account.

% Medicare Online lets you submit patient claims even if you don't have the patient's bank account details.
:- from(3).
can_submit_patient_claims :-
    have_medicare_online(true).

%%% 171-bdf8c514-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('171-bdf8c514-0').
:- text("Land eligible for agricultural easements includes cropland, rangeland, grassland, pastureland and nonindustrial private forest land. NRCS will prioritize applications that protect agricultural uses and related conservation values of the land and those that maximize the protection of contiguous acres devoted to agricultural use.").
:- sentence(0, 0, 132).
:- sentence(1, 133, 329).

:- dynamic land_is_cropland/1.
:- ask(land_is_cropland, bool, "Is the land cropland?", "the land is cropland", 0).
:- dynamic land_is_rangeland/1.
:- ask(land_is_rangeland, bool, "Is the land rangeland?", "the land is rangeland", 0).
:- dynamic land_is_grassland/1.
:- ask(land_is_grassland, bool, "Is the land grassland?", "the land is grassland", 0).
:- dynamic land_is_pastureland/1.
:- ask(land_is_pastureland, bool, "Is the land pastureland?", "the land is pastureland", 0).
:- dynamic land_is_nonindustrial_private_forest_land/1.
:- ask(land_is_nonindustrial_private_forest_land, bool, "Is the land nonindustrial private forest land?", "the land is nonindustrial private forest land", 0).
:- claim(it_is_land_eligible_for_agricultural_easements, "it is a land eligible for agricultural easements", 0).
:- claim(nrcs_will_prioritize_applications_that_protect_agricultural_uses, "NRCS will prioritize applications that protect agricultural uses and related conservation values of the land and those that maximize the protection of contiguous acres devoted to agricultural use", 1).

% Land eligible for agricultural easements includes cropland, rangeland, grassland, pastureland and nonindustrial private forest land.
:- from(0).
it_is_land_eligible_for_agricultural_easements :-
    (land_is_cropland(true) ; land_is_rangeland(true) ; land_is_grassland(true) ; land_is_pastureland(true) ; land_is_nonindustrial_private_forest_land(true)).

% NRCS will prioritize applications that protect agricultural uses and related conservation values of the land and those that maximize the protection of contiguous acres devoted to agricultural use.
:- from(1).
nrcs_will_prioritize_applications_that_protect_agricultural_uses :-
    true.

%%% 172-2ddf0fe6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('172-2ddf0fe6-0').
:- text("If you would like to find out if you may be eligible for any of the benefits SSA administers, take the Benefit Eligibility Screening Tool questionnaire.").
:- sentence(0, 0, 152).

:- dynamic would_like_to_find_out_if_you_may/1.
:- ask(would_like_to_find_out_if_you_may, bool, "Would you like to find out if you may be eligible for any of the benefits SSA administers?", "you would like to find out if you may be eligible for any of the benefits SSA administers", 0).
:- claim(take_benefit_eligibility_screening_tool_questionnaire, "you should take the Benefit Eligibility Screening Tool questionnaire", 0).

% If you would like to find out if you may be eligible for any of the benefits SSA administers, take the Benefit Eligibility Screening Tool questionnaire.
:- from(0).
take_benefit_eligibility_screening_tool_questionnaire :-
    would_like_to_find_out_if_you_may(true).

%%% 173-73bad1ee-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('173-73bad1ee-0').
:- text("###  VAT registration\n\nIf you start selling items that aren’t exempt, you can register for VAT voluntarily. You must register if the total value of non-exempt goods and services goes over the VAT taxable turnover threshold.").
:- sentence(0, 5, 21).
:- sentence(1, 23, 107).
:- sentence(2, 108, 223).

:- dynamic start_selling_items_that_are_not_exempt/1.
:- ask(start_selling_items_that_are_not_exempt, bool, "Do you start selling items that aren't exempt?", "you start selling items that aren't exempt", 1).
:- dynamic total_value_of_non_exempt_goods_and_services/1.
:- ask(total_value_of_non_exempt_goods_and_services, bool, "Do the total value of non-exempt goods and services go over the VAT taxable turnover threshold?", "the total value of non-exempt goods and services goes over the VAT taxable turnover threshold", 2).
:- claim(can_register_for_vat_voluntarily, "you can register for VAT voluntarily", 1).
:- claim(must_register, "you must register", 2).

% If you start selling items that aren’t exempt, you can register for VAT voluntarily.
:- from(1).
can_register_for_vat_voluntarily :-
    start_selling_items_that_are_not_exempt(true).

% You must register if the total value of non-exempt goods and services goes over the VAT taxable turnover threshold.
:- from(2).
must_register :-
    total_value_of_non_exempt_goods_and_services(true).

%%% 174-7acb365b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('174-7acb365b-0').
:- text("#  2. Help to Buy equity loan\n\nYou can get a low-interest loan towards your deposit. This is called an equity loan.").
:- sentence(0, 3, 29).
:- sentence(1, 31, 84).
:- sentence(2, 85, 115).

:- claim(can_get_low_interest_loan_towards_your_deposit, "you can get a low-interest loan towards your deposit", 1).

% You can get a low-interest loan towards your deposit.
:- from(1).
can_get_low_interest_loan_towards_your_deposit :-
    true.

%%% 175-3fb37547-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('175-3fb37547-0').
:- text("## Exceptions\n\nIf you commit benefit fraud and you get any of the following, none of your payments can be stopped or reduced:\n\n* Statutory Sick Pay").
:- sentence(0, 3, 13).
:- sentence(1, 15, 125).
:- sentence(2, 129, 147).

:- dynamic commit_benefit_fraud/1.
:- ask(commit_benefit_fraud, bool, "Do you commit benefit fraud?", "you commit benefit fraud", 1).
:- dynamic get_statutory_sick_pay/1.
:- ask(get_statutory_sick_pay, bool, "Do you get Statutory Sick Pay?", "you get Statutory Sick Pay", 2).
:- claim(payments_can_be_stopped_or_reduced, "your payments can be stopped or reduced", 1).
:- claim(not_payments_can_be_stopped_or_reduced, "your payments can not be stopped or reduced", 1).

% If you commit benefit fraud and you get any of the following, none of your payments can be stopped or reduced:
:- from(1).
not_payments_can_be_stopped_or_reduced :-
    commit_benefit_fraud(true),
    get_statutory_sick_pay(true).
payments_can_be_stopped_or_reduced :-
    \+ not_payments_can_be_stopped_or_reduced.

%%% 176-87f53c96-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('176-87f53c96-0').
:- text("## If your life expectancy is less than a year\n\nYou may be able to take all the money in your pension as a tax-free lump sum, if all of the following apply:\n\n* you’re expected to live less than a year because of serious illness\n* you’re under 75\n* you don’t have more than the lifetime allowance of £1 million in pension savings").
:- sentence(0, 3, 46).
:- sentence(1, 48, 156).
:- sentence(2, 160, 227).
:- sentence(3, 230, 245).
:- sentence(4, 248, 328).

:- dynamic are_expected_to_live_less_than_year_because/1.
:- ask(are_expected_to_live_less_than_year_because, bool, "Are you expected to live less than a year because of serious illness?", "you are expected to live less than a year because of serious illness", 2).
:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 3).
:- comparison(age < 75, "Are you under 75?", 3).
:- dynamic have_more_than_lifetime_allowance_of_1_million/1.
:- ask(have_more_than_lifetime_allowance_of_1_million, bool, "Do you have more than the lifetime allowance of £1 million in pension savings?", "you have more than the lifetime allowance of £1 million in pension savings", 4).
:- claim(may_be_able_to_take_all_money_in, "you may be able to take all the money in your pension as a tax-free lump sum", 1).

% You may be able to take all the money in your pension as a tax-free lump sum, if all of the following apply:
:- from(1).
may_be_able_to_take_all_money_in :-
    are_expected_to_live_less_than_year_because(true),
    age(Age),
    Age < 75,
    have_more_than_lifetime_allowance_of_1_million(false).

%%% 177-e80e49fc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('177-e80e49fc-0').
:- text("## Married or in a civil partnership\n\nYou can get the ‘top up’ if both of you have reached State Pension age and either:\n\n* your spouse or civil partner reached State Pension age before 6 April 2016 and qualifies for some basic State Pension, even if they haven’t claimed it\n* your spouse or civil partner reached State Pension age on or after 6 April 2016 and has at least one qualifying year of National Insurance contributions or credits from before 6 April 2016, even if they don’t qualify for any new State Pension or they haven’t claimed it").
:- sentence(0, 3, 36).
:- sentence(1, 38, 120).
:- sentence(2, 124, 274).
:- sentence(3, 277, 546).

:- dynamic both_of_you_have_reached_state_pension_age/1.
:- ask(both_of_you_have_reached_state_pension_age, bool, "Have both of you reached State Pension age?", "both of you have reached State Pension age", 1).
:- dynamic spouse_or_civil_partner_reached_state_pension_age/1.
:- ask(spouse_or_civil_partner_reached_state_pension_age, bool, "Did your spouse or civil partner reach State Pension age before 6 April 2016 and do they qualify for some basic State Pension?", "your spouse or civil partner reached State Pension age before 6 April 2016 and qualifies for some basic State Pension", 2).
:- dynamic spouse_or_civil_partner_reached_state_pension_age_2/1.
:- ask(spouse_or_civil_partner_reached_state_pension_age_2, bool, "Did your spouse or civil partner reach State Pension age on or after 6 April 2016 and do they have at least one qualifying year of National Insurance contributions or credits from before 6 April 2016?", "your spouse or civil partner reached State Pension age on or after 6 April 2016 and has at least one qualifying year of National Insurance contributions or credits from before 6 April 2016", 3).
:- dynamic spouse_or_civil_partner_reached_state_pension_age_3/1.
:- ask(spouse_or_civil_partner_reached_state_pension_age_3, bool, "Did your spouse or civil partner reach State Pension age before 6 April 2016 and do they qualify for some basic State Pension or on or after 6 April 2016 and do they have at least one qualifying year of National Insurance contributions or credits from before 6 April 2016?", "your spouse or civil partner reached State Pension age before 6 April 2016 and qualifies for some basic State Pension or on or after 6 April 2016 and has at least one qualifying year of National Insurance contributions or credits from before 6 April 2016", 1).
:- claim(can_get_top_up, "you can get the 'top up'", 1).

% You can get the ‘top up’ if both of you have reached State Pension age and either:
:- from(1).
can_get_top_up :-
    both_of_you_have_reached_state_pension_age(true),
    group(spouse_or_civil_partner_reached_state_pension_age_3(true), (spouse_or_civil_partner_reached_state_pension_age(true) ; spouse_or_civil_partner_reached_state_pension_age_2(true))).

%%% 178-0b993e2c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('178-0b993e2c-0').
:- text("# Update, advise, view and print your details and manage your appointments\n\nrent certificate - if you have recently updated your address or accommodation details with Centrelink").
:- sentence(0, 2, 74).
:- sentence(1, 76, 177).

:- dynamic have_recently_updated_your_address/1.
:- ask(have_recently_updated_your_address, bool, "Have you recently updated your address?", "you have recently updated your address", 1).
:- dynamic have_recently_updated_your_accommodation_details_with_centrelink/1.
:- ask(have_recently_updated_your_accommodation_details_with_centrelink, bool, "Have you recently updated your accommodation details with Centrelink?", "you have recently updated your accommodation details with Centrelink", 1).
:- dynamic have_recently_updated_your_address_or_accommodation_details/1.
:- ask(have_recently_updated_your_address_or_accommodation_details, bool, "Have you recently updated your address or accommodation details with Centrelink?", "you have recently updated your address or accommodation details with Centrelink", 1).
:- claim(rent_certificate, "rent certificate", 1).

% rent certificate - if you have recently updated your address or accommodation details with Centrelink
:- from(1).
rent_certificate :-
    group(have_recently_updated_your_address_or_accommodation_details(true), (have_recently_updated_your_address(true) ; have_recently_updated_your_accommodation_details_with_centrelink(true))).

%%% 179-c9fd57f0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('179-c9fd57f0-0').
:- text("## Countries outside the EEA\n\nBereavement Support Payment:\n\n* USA").
:- sentence(0, 3, 28).
:- sentence(1, 30, 58).
:- sentence(2, 62, 65).

:- dynamic are_in_usa/1.
:- ask(are_in_usa, bool, "Are you in USA?", "you are in USA", 2).
:- claim(bereavement_support_payment, "Bereavement Support Payment", 1).

% Bereavement Support Payment:
:- from(1).
bereavement_support_payment :-
    are_in_usa(true).

%%% 180-cf687fac-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('180-cf687fac-0').
:- text("# Independent Contractor Defined\n\nYou are not an independent contractor if you perform services that can be controlled by an employer (what will be done and how it will be done). This applies even if you are given freedom of action. What matters is that the employer has the legal right to control the details of how the services are performed.").
:- sentence(0, 2, 32).
:- sentence(1, 34, 178).
:- sentence(2, 179, 232).
:- sentence(3, 233, 344).

:- dynamic perform_services_that_can_be_controlled_by_employer/1.
:- ask(perform_services_that_can_be_controlled_by_employer, bool, "Do you perform services that can be controlled by an employer (what will be done and how it will be done)?", "you perform services that can be controlled by an employer (what will be done and how it will be done)", 1).
:- claim(are_independent_contractor, "you are an independent contractor", 1).
:- claim(not_are_independent_contractor, "you are not an independent contractor", 1).

% You are not an independent contractor if you perform services that can be controlled by an employer (what will be done and how it will be done).
:- from(1).
not_are_independent_contractor :-
    perform_services_that_can_be_controlled_by_employer(true).
are_independent_contractor :-
    \+ not_are_independent_contractor.

%%% 181-de8d4352-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('181-de8d4352-0').
:- text("### Find, view, correct or delete event details — aged care providers guide\n\nIf you search by Unique ID you need to supply the Unique ID for the event.").
:- sentence(0, 4, 75).
:- sentence(1, 77, 151).

:- dynamic search_by_unique_id/1.
:- ask(search_by_unique_id, bool, "Do you search by Unique ID?", "you search by Unique ID", 1).
:- claim(need_to_supply_unique_id_for_event, "you need to supply the Unique ID for the event", 1).

% If you search by Unique ID you need to supply the Unique ID for the event.
:- from(1).
need_to_supply_unique_id_for_event :-
    search_by_unique_id(true).

%%% 182-ba0bbad5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('182-ba0bbad5-0').
:- text("### How Centrepay works\n\nIf you provide goods and services under the Household Goods Lease and Rental service reasons, read the Consumer Leasing and Credit Representatives Policy.").
:- sentence(0, 4, 23).
:- sentence(1, 25, 179).

:- dynamic provide_goods_and_services_under_household_goods_lease/1.
:- ask(provide_goods_and_services_under_household_goods_lease, bool, "Do you provide goods and services under the Household Goods Lease and Rental service reasons?", "you provide goods and services under the Household Goods Lease and Rental service reasons", 1).
:- claim(read_consumer_leasing_and_credit_representatives_policy, "you should read the Consumer Leasing and Credit Representatives Policy", 1).

% If you provide goods and services under the Household Goods Lease and Rental service reasons, read the Consumer Leasing and Credit Representatives Policy.
:- from(1).
read_consumer_leasing_and_credit_representatives_policy :-
    provide_goods_and_services_under_household_goods_lease(true).

%%% 183-a17da370-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('183-a17da370-0').
:- text("If you are under 15 years old and the passenger of a motorcycle or attached side car, or are the driver of an off-road motorcycle, you must wear protective headgear.").
:- sentence(0, 0, 165).

:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 0).
:- comparison(age < 15, "Are you under 15 years old?", 0).
:- dynamic are_passenger_of_motorcycle_or_attached_side_car/1.
:- ask(are_passenger_of_motorcycle_or_attached_side_car, bool, "Are you the passenger of a motorcycle or attached side car?", "you are the passenger of a motorcycle or attached side car", 0).
:- dynamic are_under_15_years_old_and_passenger_of/1.
:- ask(are_under_15_years_old_and_passenger_of, bool, "Are you under 15 years old and the passenger of a motorcycle or attached side car?", "you are under 15 years old and the passenger of a motorcycle or attached side car", 0).
:- dynamic are_driver_of_off_road_motorcycle/1.
:- ask(are_driver_of_off_road_motorcycle, bool, "Are you the driver of an off-road motorcycle?", "you are the driver of an off-road motorcycle", 0).
:- dynamic are_under_15_years_old_and_passenger_of_2/1.
:- ask(are_under_15_years_old_and_passenger_of_2, bool, "Are you under 15 years old and the passenger of a motorcycle or attached side car, or are you the driver of an off-road motorcycle?", "you are under 15 years old and the passenger of a motorcycle or attached side car, or are the driver of an off-road motorcycle", 0).
:- claim(must_wear_protective_headgear, "you must wear protective headgear", 0).

% If you are under 15 years old and the passenger of a motorcycle or attached side car, or are the driver of an off-road motorcycle, you must wear protective headgear.
:- from(0).
must_wear_protective_headgear :-
    group(are_under_15_years_old_and_passenger_of_2(true), (group(are_under_15_years_old_and_passenger_of(true), (age(Age), Age < 15, are_passenger_of_motorcycle_or_attached_side_car(true))) ; are_driver_of_off_road_motorcycle(true))).

%%% 184-138bf7f6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('184-138bf7f6-0').
:- text("#  2. Eligibility\n\nYou can get a CAS if your course is one of the following:\n\n* at a higher academic level than your previous course\n* at the same level and related to your previous course or career aspirations - it must be degree level or above at a Higher Education Institution (HEI)\n* intercalated to a medicine, dentistry or medical science course you started studying under a Tier 4 (General) student visa").
:- sentence(0, 3, 17).
:- sentence(1, 19, 76).
:- sentence(2, 80, 132).
:- sentence(3, 135, 285).
:- sentence(4, 288, 410).

:- dynamic course_is_at_higher_academic_level_than_your/1.
:- ask(course_is_at_higher_academic_level_than_your, bool, "Is your course at a higher academic level than your previous course?", "your course is at a higher academic level than your previous course", 2).
:- dynamic course_is_at_same_level_and_related_to/1.
:- ask(course_is_at_same_level_and_related_to, bool, "Is your course at the same level and related to your previous course or career aspirations?", "your course is at the same level and related to your previous course or career aspirations", 3).
:- dynamic course_is_intercalated_to_medicine_dentistry_or_medical/1.
:- ask(course_is_intercalated_to_medicine_dentistry_or_medical, bool, "Is your course intercalated to a medicine, dentistry or medical science course you started studying under a Tier 4 (General) student visa?", "your course is intercalated to a medicine, dentistry or medical science course you started studying under a Tier 4 (General) student visa", 4).
:- dynamic course_is_at_higher_academic_level_than_your_2/1.
:- ask(course_is_at_higher_academic_level_than_your_2, bool, "Is your course at a higher academic level than your previous course, at the same level and related to your previous course or career aspirations or intercalated to a medicine, dentistry or medical science course you started studying under a Tier 4 (General) student visa?", "your course is at a higher academic level than your previous course, at the same level and related to your previous course or career aspirations or intercalated to a medicine, dentistry or medical science course you started studying under a Tier 4 (General) student visa", 1).
:- claim(can_get_cas, "you can get a CAS", 1).

% You can get a CAS if your course is one of the following:
:- from(1).
can_get_cas :-
    group(course_is_at_higher_academic_level_than_your_2(true), (course_is_at_higher_academic_level_than_your(true) ; course_is_at_same_level_and_related_to(true) ; course_is_intercalated_to_medicine_dentistry_or_medical(true))).

%%% 185-ae8e4495-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('185-ae8e4495-0').
:- text("#  2. Worker\n\nA person is generally classed as a ‘worker’ if:\n\n* their employer has to have work for them to do as long as the contract or arrangement lasts\n* they aren’t doing the work as part of their own limited company in an arrangement where the ‘employer’ is actually a customer or client").
:- sentence(0, 3, 12).
:- sentence(1, 14, 61).
:- sentence(2, 65, 156).
:- sentence(3, 159, 294).

:- dynamic employer_has_work_for_you_to_do_as/1.
:- ask(employer_has_work_for_you_to_do_as, bool, "Is this true for you: your employer has work for you to do as long as the contract or arrangement lasts?", "your employer has work for you to do as long as the contract or arrangement lasts", 2).
:- dynamic are_doing_work_as_part_of_your_own/1.
:- ask(are_doing_work_as_part_of_your_own, bool, "Are you doing the work as part of your own limited company in an arrangement where the 'employer' is actually a customer or client?", "you are doing the work as part of your own limited company in an arrangement where the 'employer' is actually a customer or client", 3).
:- claim(person_is_classed_as_worker, "a person is classed as a 'worker'", 1).

% A person is generally classed as a ‘worker’ if:
:- from(1).
person_is_classed_as_worker :-
    employer_has_work_for_you_to_do_as(true),
    are_doing_work_as_part_of_your_own(false).

%%% 186-7ec2d274-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('186-7ec2d274-0').
:- text("## Childcare costs\n\nYou can usually claim help for your childcare costs through the childcare element of Working Tax Credit.").
:- sentence(0, 3, 18).
:- sentence(1, 20, 124).

:- claim(can_claim_help_for_your_childcare_costs_through, "you can claim help for your childcare costs through the childcare element of Working Tax Credit", 1).

% You can usually claim help for your childcare costs through the childcare element of Working Tax Credit.
:- from(1).
can_claim_help_for_your_childcare_costs_through :-
    true.

%%% 187-7d07150f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('187-7d07150f-0').
:- text("### Your responsibilities\n\nAny tax credits the person gets are paid directly into your bank account. If you make a false or misleading statement you may be charged a penalty.").
:- sentence(0, 4, 25).
:- sentence(1, 27, 100).
:- sentence(2, 101, 174).

:- dynamic it_is_tax_credit/1.
:- ask(it_is_tax_credit, bool, "Is it a tax credit?", "it is a tax credit", 1).
:- dynamic get_it/1.
:- ask(get_it, bool, "Do you get it?", "you get it", 1).
:- dynamic make_false_or_misleading_statement/1.
:- ask(make_false_or_misleading_statement, bool, "Do you make a false or misleading statement?", "you make a false or misleading statement", 2).
:- claim(it_is_paid_directly_into_your_bank_account, "it is paid directly into your bank account (Your responsibilities)", 1).
:- claim(may_be_charged_penalty, "you may be charged a penalty", 2).

% Any tax credits the person gets are paid directly into your bank account.
:- from(1).
it_is_paid_directly_into_your_bank_account :-
    it_is_tax_credit(true),
    get_it(true).

% If you make a false or misleading statement you may be charged a penalty.
:- from(2).
may_be_charged_penalty :-
    make_false_or_misleading_statement(true).

%%% 188-ef45df0a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('188-ef45df0a-0').
:- text("###  VAT registration\n\nBusinesses that sell only VAT-exempt goods and services can’t register for VAT.").
:- sentence(0, 5, 21).
:- sentence(1, 23, 102).

:- dynamic are_business/1.
:- ask(are_business, bool, "Are you a business?", "you are a business", 1).
:- dynamic sell_only_vat_exempt_goods_and_services/1.
:- ask(sell_only_vat_exempt_goods_and_services, bool, "Do you sell only VAT-exempt goods and services?", "you sell only VAT-exempt goods and services", 1).
:- claim(can_register_for_vat, "you can register for VAT", 1).
:- claim(not_can_register_for_vat, "you can not register for VAT", 1).

% Businesses that sell only VAT-exempt goods and services can’t register for VAT.
:- from(1).
not_can_register_for_vat :-
    are_business(true),
    sell_only_vat_exempt_goods_and_services(true).
can_register_for_vat :-
    \+ not_can_register_for_vat.

%%% 189-e7a467a0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('189-e7a467a0-0').
:- text("## Not entitled to the minimum wage\n\nThe following types of workers aren’t entitled to the National Minimum Wage or National Living Wage:\n\n* share fishermen\n* prisoners\n* people living and working in a religious community").
:- sentence(0, 3, 35).
:- sentence(1, 37, 137).
:- sentence(2, 141, 156).
:- sentence(3, 159, 168).
:- sentence(4, 171, 221).

:- dynamic are_share_fisherman/1.
:- ask(are_share_fisherman, bool, "Are you a share fisherman?", "you are a share fisherman", 2).
:- dynamic are_prisoner/1.
:- ask(are_prisoner, bool, "Are you a prisoner?", "you are a prisoner", 3).
:- dynamic are_living_and_working_in_religious_community/1.
:- ask(are_living_and_working_in_religious_community, bool, "Are you living and working in a religious community?", "you are living and working in a religious community", 4).
:- dynamic are_share_fisherman_prisoner_or_living_and_working/1.
:- ask(are_share_fisherman_prisoner_or_living_and_working, bool, "Are you a share fisherman, a prisoner or living and working in a religious community?", "you are a share fisherman, a prisoner or living and working in a religious community", 1).
:- claim(are_entitled_to_national_minimum_wage_or_national, "you are entitled to the National Minimum Wage or National Living Wage", 1).
:- claim(not_are_entitled_to_national_minimum_wage_or_national, "you are not entitled to the National Minimum Wage or National Living Wage", 1).

% The following types of workers aren’t entitled to the National Minimum Wage or National Living Wage:
:- from(1).
not_are_entitled_to_national_minimum_wage_or_national :-
    group(are_share_fisherman_prisoner_or_living_and_working(true), (are_share_fisherman(true) ; are_prisoner(true) ; are_living_and_working_in_religious_community(true))).
are_entitled_to_national_minimum_wage_or_national :-
    \+ not_are_entitled_to_national_minimum_wage_or_national.

%%% 190-55cdab44-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('190-55cdab44-0').
:- text("# Find Affordable Rental Housing\n\nPublic Housing provides affordable rental houses or apartments for low-income families, people who are elderly, and people with disabilities. To apply, contact a public housing agency in your state.").
:- sentence(0, 2, 32).
:- sentence(1, 34, 175).
:- sentence(2, 176, 232).

:- dynamic are_low_income_family/1.
:- ask(are_low_income_family, bool, "Are you a low-income family?", "you are a low-income family", 1).
:- dynamic are_elderly/1.
:- ask(are_elderly, bool, "Are you elderly?", "you are elderly", 1).
:- dynamic have_disabilities/1.
:- ask(have_disabilities, bool, "Do you have disabilities?", "you have disabilities", 1).
:- claim(can_get_public_housing, "you can get Public Housing", 1).

% Public Housing provides affordable rental houses or apartments for low-income families, people who are elderly, and people with disabilities.
:- from(1).
can_get_public_housing :-
    (are_low_income_family(true) ; are_elderly(true) ; have_disabilities(true)).

%%% 191-443a4499-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('191-443a4499-0').
:- text("#  4. Complain about tax credits\n\nThere’s a different process if you think your tax credits are wrong or you want to dispute a tax credits overpayment.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 151).

:- dynamic think_your_tax_credits_are_wrong/1.
:- ask(think_your_tax_credits_are_wrong, bool, "Do you think your tax credits are wrong?", "you think your tax credits are wrong", 1).
:- dynamic want_to_dispute_tax_credits_overpayment/1.
:- ask(want_to_dispute_tax_credits_overpayment, bool, "Do you want to dispute a tax credits overpayment?", "you want to dispute a tax credits overpayment", 1).
:- dynamic think_your_tax_credits_are_wrong_or_you/1.
:- ask(think_your_tax_credits_are_wrong_or_you, bool, "Do you think your tax credits are wrong or do you want to dispute a tax credits overpayment?", "you think your tax credits are wrong or you want to dispute a tax credits overpayment", 1).
:- claim(theres_different_process, "there's a different process", 1).

% There’s a different process if you think your tax credits are wrong or you want to dispute a tax credits overpayment.
:- from(1).
theres_different_process :-
    group(think_your_tax_credits_are_wrong_or_you(true), (think_your_tax_credits_are_wrong(true) ; want_to_dispute_tax_credits_overpayment(true))).

%%% 192-97da3215-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('192-97da3215-0').
:- text("### Register for Aged Care Online Claiming\n\nResidential Care level 8 and Home Care level 10 give authority to:\n\n* view care recipient information").
:- sentence(0, 4, 42).
:- sentence(1, 44, 110).
:- sentence(2, 114, 145).

:- dynamic have_residential_care_level_8_authority/1.
:- ask(have_residential_care_level_8_authority, bool, "Do you have Residential Care level 8 authority?", "you have Residential Care level 8 authority", 1).
:- dynamic have_home_care_level_10_authority/1.
:- ask(have_home_care_level_10_authority, bool, "Do you have Home Care level 10 authority?", "you have Home Care level 10 authority", 1).
:- claim(have_authority_to_view_care_recipient_information, "you have authority to view care recipient information", 2).

% view care recipient information
:- from(2).
have_authority_to_view_care_recipient_information :-
    (have_residential_care_level_8_authority(true) ; have_home_care_level_10_authority(true)).

%%% 193-d60bd02f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('193-d60bd02f-0').
:- text("#  1. How VAT works\n\nVAT is charged on things like:\n\n* items sold to staff - for example canteen meals\n* business goods used for personal reasons\n* ‘non-sales’ like bartering, part-exchange and gifts").
:- sentence(0, 3, 19).
:- sentence(1, 21, 51).
:- sentence(2, 55, 102).
:- sentence(3, 105, 145).
:- sentence(4, 148, 199).

:- dynamic it_is_item_sold_to_staff/1.
:- ask(it_is_item_sold_to_staff, bool, "Is it an item sold to staff?", "it is an item sold to staff", 2).
:- dynamic it_is_business_goods_used_for_personal_reasons/1.
:- ask(it_is_business_goods_used_for_personal_reasons, bool, "Is it business goods used for personal reasons?", "it is business goods used for personal reasons", 3).
:- dynamic it_is_non_sales_like_bartering_part_exchange/1.
:- ask(it_is_non_sales_like_bartering_part_exchange, bool, "Is it 'non-sales' like bartering, part-exchange and gifts?", "it is 'non-sales' like bartering, part-exchange and gifts", 4).
:- dynamic it_is_item_sold_to_staff_business_goods/1.
:- ask(it_is_item_sold_to_staff_business_goods, bool, "Is it an item sold to staff, business goods used for personal reasons or 'non-sales' like bartering, part-exchange and gifts?", "it is an item sold to staff, business goods used for personal reasons or 'non-sales' like bartering, part-exchange and gifts", 1).
:- claim(vat_is_charged, "VAT is charged", 1).

% VAT is charged on things like:
:- from(1).
vat_is_charged :-
    group(it_is_item_sold_to_staff_business_goods(true), (it_is_item_sold_to_staff(true) ; it_is_business_goods_used_for_personal_reasons(true) ; it_is_non_sales_like_bartering_part_exchange(true))).

%%% 194-64805ddf-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('194-64805ddf-0').
:- text("### If you’re self-employed\n\nIf the average hourly profit from your self-employed work is less than the National Minimum Wage, the Tax Credit Office may ask you to provide:\n\n* details of the day-to-day running of your business").
:- sentence(0, 4, 27).
:- sentence(1, 29, 172).
:- sentence(2, 176, 226).

:- dynamic average_hourly_profit_from_your_self_employed_work/1.
:- ask(average_hourly_profit_from_your_self_employed_work, bool, "Is the average hourly profit from your self-employed work less than the National Minimum Wage?", "the average hourly profit from your self-employed work is less than the National Minimum Wage", 1).
:- claim(tax_credit_office_may_ask_you_to_provide, "the Tax Credit Office may ask you to provide details of the day-to-day running of your business", 2).

% details of the day-to-day running of your business
:- from(2).
tax_credit_office_may_ask_you_to_provide :-
    average_hourly_profit_from_your_self_employed_work(true).

%%% 195-0809d7aa-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('195-0809d7aa-0').
:- text("## National Insurance\n\nYou can’t claim back any National Insurance when you leave.").
:- sentence(0, 3, 21).
:- sentence(1, 23, 82).

:- dynamic leave/1.
:- ask(leave, bool, "Do you leave?", "you leave", 1).
:- claim(can_claim_back_any_national_insurance, "you can claim back any National Insurance", 1).
:- claim(not_can_claim_back_any_national_insurance, "you can not claim back any National Insurance", 1).

% You can’t claim back any National Insurance when you leave.
:- from(1).
not_can_claim_back_any_national_insurance :-
    leave(true).
can_claim_back_any_national_insurance :-
    \+ not_can_claim_back_any_national_insurance.

%%% 196-0a48cbcd-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('196-0a48cbcd-0').
:- text("#  4. Selling overseas property\n\nYou pay Capital Gains Tax when you ‘dispose of’ overseas property if you’re resident in the UK.").
:- sentence(0, 3, 31).
:- sentence(1, 33, 128).

:- dynamic dispose_of_overseas_property/1.
:- ask(dispose_of_overseas_property, bool, "Do you 'dispose of' overseas property?", "you 'dispose of' overseas property", 1).
:- dynamic are_resident_in_uk/1.
:- ask(are_resident_in_uk, bool, "Are you resident in the UK?", "you are resident in the UK", 1).
:- claim(pay_capital_gains_tax, "you pay Capital Gains Tax", 1).

% You pay Capital Gains Tax when you ‘dispose of’ overseas property if you’re resident in the UK.
:- from(1).
pay_capital_gains_tax :-
    dispose_of_overseas_property(true),
    are_resident_in_uk(true).

%%% 197-b0db08c3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('197-b0db08c3-0').
:- text("# Eligibility Criteria\n\nLimited openings are available for women ages 18–39 with breast symptoms with funds from Susan G. Komen.").
:- sentence(0, 2, 22).
:- sentence(1, 24, 128).

:- dynamic are_woman_aged_1839_with_breast_symptoms_with/1.
:- ask(are_woman_aged_1839_with_breast_symptoms_with, bool, "Are you a woman aged 18–39 with breast symptoms with funds from Susan G. Komen?", "you are a woman aged 18–39 with breast symptoms with funds from Susan G. Komen", 1).
:- claim(can_get_limited_openings, "you can get limited openings", 1).

% Limited openings are available for women ages 18–39 with breast symptoms with funds from Susan G. Komen.
:- from(1).
can_get_limited_openings :-
    are_woman_aged_1839_with_breast_symptoms_with(true).

%%% 198-154b2e61-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('198-154b2e61-0').
:- text("## Check if you were contracted out\n\nCheck your old payslips. You were contracted out if the National Insurance contributions line has the letter D or N next to it. You weren’t contracted out if it has a letter A.").
:- sentence(0, 3, 35).
:- sentence(1, 37, 61).
:- sentence(2, 62, 164).
:- sentence(3, 165, 213).

:- dynamic it_has_letter/1.
:- ask(it_has_letter, bool, "Does it have a letter A?", "it has a letter A.", 3).
:- dynamic national_insurance_contributions_line_has_letter_d/1.
:- ask(national_insurance_contributions_line_has_letter_d, bool, "Does the National Insurance contributions line have the letter D?", "the National Insurance contributions line has the letter D", 2).
:- dynamic national_insurance_contributions_line_has_n_next_to/1.
:- ask(national_insurance_contributions_line_has_n_next_to, bool, "Does the National Insurance contributions line have N next to it?", "the National Insurance contributions line has N next to it", 2).
:- dynamic national_insurance_contributions_line_has_letter_d_or/1.
:- ask(national_insurance_contributions_line_has_letter_d_or, bool, "Does the National Insurance contributions line have the letter D or N next to it?", "the National Insurance contributions line has the letter D or N next to it", 2).
:- claim(were_contracted_out, "you were contracted out", 2).
:- claim(not_were_contracted_out, "you were not contracted out", 3).

% You weren’t contracted out if it has a letter A.
:- from(3).
not_were_contracted_out :-
    it_has_letter(true).

% You were contracted out if the National Insurance contributions line has the letter D or N next to it.
:- from(2).
were_contracted_out :-
    group(national_insurance_contributions_line_has_letter_d_or(true), (national_insurance_contributions_line_has_letter_d(true) ; national_insurance_contributions_line_has_n_next_to(true))),
    \+ not_were_contracted_out.

%%% 199-84d1bfae-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('199-84d1bfae-0').
:- text("#  3. Eligibility\n\nYou must claim the new State Pension if you reach State Pension age on or after 6 April 2016.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 112).

:- dynamic reach_state_pension_age_on_or_after_6/1.
:- ask(reach_state_pension_age_on_or_after_6, bool, "Do you reach State Pension age on or after 6 April 2016?", "you reach State Pension age on or after 6 April 2016", 1).
:- claim(must_claim_new_state_pension, "you must claim the new State Pension", 1).

% You must claim the new State Pension if you reach State Pension age on or after 6 April 2016.
:- from(1).
must_claim_new_state_pension :-
    reach_state_pension_age_on_or_after_6(true).

%%% 200-0a98b421-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('200-0a98b421-0').
:- text("## New law allows patients to purchase plants, seeds and clones\n\nSigned on May 16, SB 5131 allows authorized patients and designated providers that are entered into the medical marijuana database and hold a recognition card to purchase immature plants, clones, or seeds from a licensed producer (i.e., grower). The law went into effect July 23, 2017, and the Washington State Liquor and Cannabis Board (WSLCB) has written interim policies.").
:- sentence(0, 3, 63).
:- sentence(1, 65, 310).
:- sentence(2, 311, 439).

:- dynamic are_authorized_patient/1.
:- ask(are_authorized_patient, bool, "Are you an authorized patient?", "you are an authorized patient", 1).
:- dynamic are_designated_provider/1.
:- ask(are_designated_provider, bool, "Are you a designated provider?", "you are a designated provider", 1).
:- dynamic are_entered_into_medical_marijuana_database/1.
:- ask(are_entered_into_medical_marijuana_database, bool, "Are you entered into the medical marijuana database?", "you are entered into the medical marijuana database", 1).
:- dynamic hold_recognition_card/1.
:- ask(hold_recognition_card, bool, "Do you hold a recognition card?", "you hold a recognition card", 1).
:- dynamic are_entered_into_medical_marijuana_database_and_hold/1.
:- ask(are_entered_into_medical_marijuana_database_and_hold, bool, "Are you entered into the medical marijuana database and do you hold a recognition card?", "you are entered into the medical marijuana database and hold a recognition card", 1).
:- dynamic are_designated_provider_that_is_entered_into_medical/1.
:- ask(are_designated_provider_that_is_entered_into_medical, bool, "Are you a designated provider that is entered into the medical marijuana database and hold a recognition card?", "you are a designated provider that is entered into the medical marijuana database and hold a recognition card", 1).
:- claim(can_purchase_immature_plants_clones_or_seeds_from, "you can purchase immature plants, clones, or seeds from a licensed producer (i.e., grower)", 1).
:- claim(law_went_into_effect_july_23_2017_and, "the law went into effect July 23, 2017, and the Washington State Liquor and Cannabis Board (WSLCB) has written interim policies", 2).

% Signed on May 16, SB 5131 allows authorized patients and designated providers that are entered into the medical marijuana database and hold a recognition card to purchase immature plants, clones, or s
:- from(1).
can_purchase_immature_plants_clones_or_seeds_from :-
    (are_authorized_patient(true) ; group(are_designated_provider_that_is_entered_into_medical(true), (are_designated_provider(true), group(are_entered_into_medical_marijuana_database_and_hold(true), (are_entered_into_medical_marijuana_database(true), hold_recognition_card(true)))))).

% The law went into effect July 23, 2017, and the Washington State Liquor and Cannabis Board (WSLCB) has written interim policies.
:- from(2).
law_went_into_effect_july_23_2017_and :-
    true.

%%% 201-a277bdeb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('201-a277bdeb-0').
:- text("All ATV riders under 18 years old, whether they are operators or passengers, must wear protective headgear.").
:- sentence(0, 0, 107).

:- dynamic are_atv_rider/1.
:- ask(are_atv_rider, bool, "Are you an ATV rider?", "you are an ATV rider", 0).
:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 0).
:- comparison(age < 18, "Are you under 18 years old?", 0).
:- claim(must_wear_protective_headgear, "you must wear protective headgear", 0).

% All ATV riders under 18 years old, whether they are operators or passengers, must wear protective headgear.
:- from(0).
must_wear_protective_headgear :-
    are_atv_rider(true),
    age(Age),
    Age < 18.

%%% 202-0668bdf6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('202-0668bdf6-0').
:- text("In order to qualify for this benefit program, you must be the spouse or dependent child of a Servicemember (Active Duty or Ready Reserve) who has full-time SGLI coverage.").
:- sentence(0, 0, 170).

:- dynamic are_spouse_or_dependent_child_of_servicemember_active/1.
:- ask(are_spouse_or_dependent_child_of_servicemember_active, bool, "Are you the spouse or dependent child of a Servicemember (Active Duty or Ready Reserve) who has full-time SGLI coverage?", "you are the spouse or dependent child of a Servicemember (Active Duty or Ready Reserve) who has full-time SGLI coverage", 0).
:- claim(can_qualify_for_this_benefit_program, "you can qualify for this benefit program", 0).

% In order to qualify for this benefit program, you must be the spouse or dependent child of a Servicemember (Active Duty or Ready Reserve) who has full-time SGLI coverage.
:- from(0).
can_qualify_for_this_benefit_program :-
    are_spouse_or_dependent_child_of_servicemember_active(true).

%%% 203-d94b4fe7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('203-d94b4fe7-0').
:- text("## How do I become licensed to produce medical marijuana?\n\nLicensed marijuana producers or processors must follow the rules and guidelines set forth by the department in order to create compliant products (i.e., medical marijuana). There is no Department of Health application or approval process. You must follow the Washington State Liquor and Cannabis Board traceability system process and ensure all required testing is complete.").
:- sentence(0, 3, 57).
:- sentence(1, 59, 231).
:- sentence(2, 232, 297).
:- sentence(3, 298, 433).

:- dynamic follow_washington_state_liquor_and_cannabis_board_traceability/1.
:- ask(follow_washington_state_liquor_and_cannabis_board_traceability, bool, "Do you follow the Washington State Liquor and Cannabis Board traceability system process?", "you follow the Washington State Liquor and Cannabis Board traceability system process", 3).
:- dynamic ensure_all_required_testing_is_complete/1.
:- ask(ensure_all_required_testing_is_complete, bool, "Do you ensure all required testing is complete?", "you ensure all required testing is complete", 3).
:- dynamic follow_washington_state_liquor_and_cannabis_board_traceability_2/1.
:- ask(follow_washington_state_liquor_and_cannabis_board_traceability_2, bool, "Do you follow the Washington State Liquor and Cannabis Board traceability system process and ensure all required testing is complete?", "you follow the Washington State Liquor and Cannabis Board traceability system process and ensure all required testing is complete", 3).
:- dynamic are_licensed_marijuana_producer/1.
:- ask(are_licensed_marijuana_producer, bool, "Are you a Licensed marijuana producer?", "you are a Licensed marijuana producer", 1).
:- dynamic are_processor/1.
:- ask(are_processor, bool, "Are you a processor?", "you are a processor", 1).
:- dynamic are_licensed_marijuana_producer_or_processor/1.
:- ask(are_licensed_marijuana_producer_or_processor, bool, "Are you a Licensed marijuana producer or processor?", "you are a Licensed marijuana producer or processor", 1).
:- claim(must_follow_rules_and_guidelines_set_forth_by, "you must follow the rules and guidelines set forth by the department in order to create compliant products (i.e., medical marijuana)", 1).
:- claim(there_is_department_of_health_application_or_approval, "there is Department of Health application or approval process", 2).
:- claim(not_there_is_department_of_health_application_or_approval, "there is not Department of Health application or approval process", 2).

% You must follow the Washington State Liquor and Cannabis Board traceability system process and ensure all required testing is complete.
:- from(3).
must_follow_rules_and_guidelines_set_forth_by_requirement_1 :-
    group(follow_washington_state_liquor_and_cannabis_board_traceability_2(true), (follow_washington_state_liquor_and_cannabis_board_traceability(true), ensure_all_required_testing_is_complete(true))).

% Licensed marijuana producers or processors must follow the rules and guidelines set forth by the department in order to create compliant products (i.e., medical marijuana).
:- from(1).
must_follow_rules_and_guidelines_set_forth_by :-
    group(are_licensed_marijuana_producer_or_processor(true), (are_licensed_marijuana_producer(true) ; are_processor(true))),
    must_follow_rules_and_guidelines_set_forth_by_requirement_1.

% There is no Department of Health application or approval process.
:- from(2).
not_there_is_department_of_health_application_or_approval :-
    true.
there_is_department_of_health_application_or_approval :-
    \+ not_there_is_department_of_health_application_or_approval.

%%% 204-2a601899-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('204-2a601899-0').
:- text("## When you stop paying\n\nIf you’re self-employed you stop paying:\n\n* Class 2 National Insurance when you reach State Pension age\n* Class 4 National Insurance from 6 April (start of the tax year) after you reach State Pension age").
:- sentence(0, 3, 23).
:- sentence(1, 25, 65).
:- sentence(2, 69, 128).
:- sentence(3, 131, 228).

:- dynamic are_self_employed/1.
:- ask(are_self_employed, bool, "Are you self-employed?", "you are self-employed", 1).
:- dynamic reach_state_pension_age/1.
:- ask(reach_state_pension_age, bool, "Do you reach State Pension age?", "you reach State Pension age", 2).
:- dynamic have_reached_state_pension_age/1.
:- ask(have_reached_state_pension_age, bool, "Have you reached State Pension age?", "you have reached State Pension age", 3).
:- claim(stop_paying_class_2_national_insurance, "you stop paying class 2 National Insurance", 2).
:- claim(stop_paying_class_4_national_insurance_from_6, "you stop paying class 4 National Insurance from 6 April (start of the tax year)", 3).

% Class 2 National Insurance when you reach State Pension age
:- from(2).
stop_paying_class_2_national_insurance :-
    are_self_employed(true),
    reach_state_pension_age(true).

% Class 4 National Insurance from 6 April (start of the tax year) after you reach State Pension age
:- from(3).
stop_paying_class_4_national_insurance_from_6 :-
    are_self_employed(true),
    have_reached_state_pension_age(true).

%%% 205-ab35602a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('205-ab35602a-0').
:- text("Veterans who were discharged or released from the active military, naval, or air service after January 1, 2009, and before January 1, 2011, but did not enroll to receive hospital care, medical services, or nursing home care during the five-year period as currently specified by law, will have an additional one-year period from the date of enactment of the Clay Hunt SAV Act (February 12, 2015) to enroll for VA health care.").
:- sentence(0, 0, 424).

:- claim(describes_veterans_who_were_discharged_or_released_from, "Veterans who were discharged or released from the active military, naval, or air service after January 1, 2009, and before January 1, 2011, but did not enroll to receive hospital care, medical services, or nursing home care during the five-year period as currently specified by law, will have an additional one-year period from the date of enactment of the Clay Hunt SAV Act (February 12, 2015) to enroll for VA health care.", 0).

% Veterans who were discharged or released from the active military, naval, or air service after January 1, 2009, and before January 1, 2011, but did not enroll to receive hospital care, medical service
:- from(0).
describes_veterans_who_were_discharged_or_released_from.

%%% 206-5b60f9a9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('206-5b60f9a9-0').
:- text("### If you’re self-employed\n\nIf the average hourly profit from your self-employed work is less than the National Minimum Wage, the Tax Credit Office may ask you to provide:\n\n* your business plan - find out how to write a business plan").
:- sentence(0, 4, 27).
:- sentence(1, 29, 172).
:- sentence(2, 176, 234).

:- dynamic average_hourly_profit_from_your_self_employed_work/1.
:- ask(average_hourly_profit_from_your_self_employed_work, bool, "Is the average hourly profit from your self-employed work less than the National Minimum Wage?", "the average hourly profit from your self-employed work is less than the National Minimum Wage", 1).
:- claim(tax_credit_office_may_ask_you_to_provide, "the Tax Credit Office may ask you to provide your business plan - find out how to write a business plan", 2).

% your business plan - find out how to write a business plan
:- from(2).
tax_credit_office_may_ask_you_to_provide :-
    average_hourly_profit_from_your_self_employed_work(true).

%%% 207-e0dbdbfb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('207-e0dbdbfb-0').
:- text("Land eligible for wetland reserve easements includes farmed or converted wetland that can be successfully and cost-effectively restored. NRCS will prioritize applications based the easement's potential for protecting and enhancing habitat for migratory birds and other wildlife.").
:- sentence(0, 0, 136).
:- sentence(1, 137, 278).

:- dynamic land_is_farmed_or_converted_wetland_that_can/1.
:- ask(land_is_farmed_or_converted_wetland_that_can, bool, "Is the land farmed or converted wetland that can be successfully and cost-effectively restored?", "the land is farmed or converted wetland that can be successfully and cost-effectively restored", 0).
:- claim(it_is_land_eligible_for_wetland_reserve_easements, "it is a land eligible for wetland reserve easements", 0).
:- claim(nrcs_will_prioritize_applications_based_easements_potential_for, "NRCS will prioritize applications based the easement's potential for protecting and enhancing habitat for migratory birds and other wildlife", 1).

% Land eligible for wetland reserve easements includes farmed or converted wetland that can be successfully and cost-effectively restored.
:- from(0).
it_is_land_eligible_for_wetland_reserve_easements :-
    land_is_farmed_or_converted_wetland_that_can(true).

% NRCS will prioritize applications based the easement's potential for protecting and enhancing habitat for migratory birds and other wildlife.
:- from(1).
nrcs_will_prioritize_applications_based_easements_potential_for :-
    true.

%%% 208-eedde939-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('208-eedde939-0').
:- text("Saturday, 9am to 4pm").
:- sentence(0, 0, 20).

:- dynamic it_is_saturday/1.
:- ask(it_is_saturday, bool, "Is it Saturday?", "it is Saturday", 0).
:- dynamic it_is_between_9am_and_4pm/1.
:- ask(it_is_between_9am_and_4pm, bool, "Is it between 9am and 4pm?", "it is between 9am and 4pm", 0).
:- dynamic it_is_saturday_between_9am_and_4pm/1.
:- ask(it_is_saturday_between_9am_and_4pm, bool, "Is it Saturday, between 9am and 4pm?", "it is Saturday, between 9am and 4pm", 0).
:- claim(can_call_or_visit_now, "you can call or visit now", 0).

% Saturday, 9am to 4pm
:- from(0).
can_call_or_visit_now :-
    group(it_is_saturday_between_9am_and_4pm(true), (it_is_saturday(true), it_is_between_9am_and_4pm(true))).

%%% 209-c88599c1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('209-c88599c1-0').
:- text("You can’t usually appeal to the tribunal if you haven’t asked for mandatory reconsideration within the time limit.").
:- sentence(0, 0, 114).

:- dynamic have_asked_for_mandatory_reconsideration_within_time_limit/1.
:- ask(have_asked_for_mandatory_reconsideration_within_time_limit, bool, "Have you asked for mandatory reconsideration within the time limit?", "you have asked for mandatory reconsideration within the time limit", 0).
:- claim(can_appeal_to_tribunal, "you can appeal to the tribunal", 0).
:- claim(not_can_appeal_to_tribunal, "you can not appeal to the tribunal", 0).

% You can’t usually appeal to the tribunal if you haven’t asked for mandatory reconsideration within the time limit.
:- from(0).
not_can_appeal_to_tribunal :-
    have_asked_for_mandatory_reconsideration_within_time_limit(false).
can_appeal_to_tribunal :-
    \+ not_can_appeal_to_tribunal.

%%% 210-82c3d4ac-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('210-82c3d4ac-0').
:- text("#  1. Overview\n\nYou can:\n\n* claim tax credits for both your child and their baby").
:- sentence(0, 3, 14).
:- sentence(1, 16, 24).
:- sentence(2, 28, 80).

:- dynamic claim_tax_credits_for_both_your_child_and/1.
:- ask(claim_tax_credits_for_both_your_child_and, bool, "Do you claim tax credits for both your child and their baby?", "you claim tax credits for both your child and their baby", 2).
:- claim(can, "you can", 1).

% You can:
:- from(1).
can :-
    claim_tax_credits_for_both_your_child_and(true).

%%% 211-91d875f3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('211-91d875f3-0').
:- text("#  Export drugs and medicines: special rules\n\nYou need permission to export:\n\n* certain drugs that can be used in lethal injections outside the EU").
:- sentence(0, 3, 44).
:- sentence(1, 46, 76).
:- sentence(2, 80, 146).

:- dynamic export_certain_drugs_that_can_be_used_in/1.
:- ask(export_certain_drugs_that_can_be_used_in, bool, "Do you export certain drugs that can be used in lethal injections outside the EU?", "you export certain drugs that can be used in lethal injections outside the EU", 2).
:- claim(need_permission_to_export, "you need permission to export", 1).

% You need permission to export:
:- from(1).
need_permission_to_export :-
    export_certain_drugs_that_can_be_used_in(true).

%%% 212-e2b83418-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('212-e2b83418-0').
:- text("## Your age\n\nYou must be 16 or over to qualify. You must be 25 or over if you don’t have children or you don’t have a disability.").
:- sentence(0, 3, 11).
:- sentence(1, 13, 47).
:- sentence(2, 48, 129).

:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 1).
:- comparison(age >= 16, "Are you 16 or over?", 1).
:- dynamic have_children/1.
:- ask(have_children, bool, "Do you have children?", "you have children", 2).
:- dynamic have_disability/1.
:- ask(have_disability, bool, "Do you have a disability?", "you have a disability", 2).
:- claim(can_qualify, "you can qualify", 1).
:- claim(must_be_25_or_over, "you must be 25 or over", 2).

% You must be 16 or over to qualify.
:- from(1).
can_qualify :-
    age(Age),
    Age >= 16.

% You must be 25 or over if you don’t have children or you don’t have a disability.
:- from(2).
must_be_25_or_over :-
    have_children(false),
    have_disability(false).

%%% 213-060be85f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('213-060be85f-0').
:- text("The interest rate for the guaranteed loan will be negotiated between the lender and the applicant and may be either fixed or variable as long as it is a legal rate. Interest rates are subject to Agency review and approval. The variable interest rate may be adjusted at different intervals during the term of the loan, but the adjustments may not be more often than quarterly.").
:- sentence(0, 0, 164).
:- sentence(1, 165, 222).
:- sentence(2, 223, 375).

:- dynamic interest_rate_is_legal_rate/1.
:- ask(interest_rate_is_legal_rate, bool, "Is the interest rate a legal rate?", "the interest rate is a legal rate", 0).
:- claim(you_and_may_be_either_fixed_or_variable, "you and may be either fixed or variable", 0).
:- claim(interest_rates_are_subject_to_agency_review_and, "interest rates are subject to Agency review and approval", 1).

% The interest rate for the guaranteed loan will be negotiated between the lender and the applicant and may be either fixed or variable as long as it is a legal rate.
:- from(0).
you_and_may_be_either_fixed_or_variable :-
    interest_rate_is_legal_rate(true).

% Interest rates are subject to Agency review and approval.
:- from(1).
interest_rates_are_subject_to_agency_review_and :-
    true.

%%% 214-968a1829-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('214-968a1829-0').
:- text("## Taking repayments from your benefits\n\n*[DWP]: Department for Work and Pensions").
:- sentence(0, 3, 39).
:- sentence(1, 41, 81).

:- claim(describes_taking_repayments_from_your_benefits, "Taking repayments from your benefits", 0).

% Taking repayments from your benefits
:- from(0).
describes_taking_repayments_from_your_benefits.

%%% 215-5451235a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('215-5451235a-0').
:- text("#  8. Family members\n\nYou can apply to bring a dependant to the UK if you’re:\n\n* sponsored by a higher education institution on a course at level 7 on the Ofqual register or above that lasts 1 year or more\n* a new government-sponsored student on a course that lasts longer than 6 months\n* a Doctorate Extension Scheme student").
:- sentence(0, 3, 20).
:- sentence(1, 22, 77).
:- sentence(2, 81, 205).
:- sentence(3, 208, 286).
:- sentence(4, 289, 325).

:- dynamic are_sponsored_by_higher_education_institution_on_course/1.
:- ask(are_sponsored_by_higher_education_institution_on_course, bool, "Are you sponsored by a higher education institution on a course at level 7 on the Ofqual register or above that lasts 1 year or more?", "you are sponsored by a higher education institution on a course at level 7 on the Ofqual register or above that lasts 1 year or more", 2).
:- dynamic are_new_government_sponsored_student_on_course_that/1.
:- ask(are_new_government_sponsored_student_on_course_that, bool, "Are you a new government-sponsored student on a course that lasts longer than 6 months?", "you are a new government-sponsored student on a course that lasts longer than 6 months", 3).
:- dynamic are_doctorate_extension_scheme_student/1.
:- ask(are_doctorate_extension_scheme_student, bool, "Are you a Doctorate Extension Scheme student?", "you are a Doctorate Extension Scheme student", 4).
:- dynamic are_sponsored_by_higher_education_institution_on_course_2/1.
:- ask(are_sponsored_by_higher_education_institution_on_course_2, bool, "Are you sponsored by a higher education institution on a course at level 7 on the Ofqual register or above that lasts 1 year or more, a new government-sponsored student on a course that lasts longer than 6 months or a Doctorate Extension Scheme student?", "you are sponsored by a higher education institution on a course at level 7 on the Ofqual register or above that lasts 1 year or more, a new government-sponsored student on a course that lasts longer than 6 months or a Doctorate Extension Scheme student", 1).
:- claim(can_apply_to_bring_dependant_to_uk, "you can apply to bring a dependant to the UK", 1).

% You can apply to bring a dependant to the UK if you’re:
:- from(1).
can_apply_to_bring_dependant_to_uk :-
    group(are_sponsored_by_higher_education_institution_on_course_2(true), (are_sponsored_by_higher_education_institution_on_course(true) ; are_new_government_sponsored_student_on_course_that(true) ; are_doctorate_extension_scheme_student(true))).

%%% 216-23c77839-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('216-23c77839-0').
:- text("#  Export plants, seeds, bulbs and wood: special rules\n\nTo sell plants, seeds or bulbs within the EU you must check if you need a:\n\n* plant passport (you don’t need one to sell plants directly to the public)").
:- sentence(0, 3, 54).
:- sentence(1, 56, 130).
:- sentence(2, 134, 207).

:- dynamic need_plant_passport/1.
:- ask(need_plant_passport, bool, "Do you need a plant passport?", "you need a plant passport", 2).
:- claim(to_sell_plants_seeds_or_bulbs_within_eu, "to sell plants, seeds or bulbs within the EU you must check", 1).

% To sell plants, seeds or bulbs within the EU you must check if you need a:
:- from(1).
to_sell_plants_seeds_or_bulbs_within_eu :-
    need_plant_passport(true).

%%% 217-09aa6d4f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('217-09aa6d4f-0').
:- text("### Authorised representative\n\nYou can nominate to be an authorised representative if the person you intend to represent can no longer manage their own affairs due to a medical condition or disability.").
:- sentence(0, 4, 29).
:- sentence(1, 31, 201).

:- dynamic person_you_intend_to_represent_can_no_longer/1.
:- ask(person_you_intend_to_represent_can_no_longer, bool, "Can the person you intend to represent no longer manage their own affairs due to a medical condition or disability?", "the person you intend to represent can no longer manage their own affairs due to a medical condition or disability", 1).
:- claim(can_nominate_to_be_authorised_representative, "you can nominate to be an authorised representative", 1).

% You can nominate to be an authorised representative if the person you intend to represent can no longer manage their own affairs due to a medical condition or disability.
:- from(1).
can_nominate_to_be_authorised_representative :-
    person_you_intend_to_represent_can_no_longer(true).

%%% 218-3c02f9f6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('218-3c02f9f6-0').
:- text("## Employment rights\n\nWorkers are entitled to certain employment rights, including:\n\n* getting the National Minimum Wage").
:- sentence(0, 3, 20).
:- sentence(1, 22, 83).
:- sentence(2, 87, 120).

:- dynamic are_getting_national_minimum_wage/1.
:- ask(are_getting_national_minimum_wage, bool, "Are you getting the National Minimum Wage?", "you are getting the National Minimum Wage", 2).
:- claim(workers_are_entitled_to_certain_employment_rights, "workers are entitled to certain employment rights", 1).

% Workers are entitled to certain employment rights, including:
:- from(1).
workers_are_entitled_to_certain_employment_rights :-
    are_getting_national_minimum_wage(true).

%%% 219-2e8b56f2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('219-2e8b56f2-0').
:- text("#  2. Eligibility\n\nIf you can’t make a new claim for Working Tax Credit, you’ll usually need to apply for Universal Credit instead.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 131).

:- dynamic can_make_new_claim_for_working_tax_credit/1.
:- ask(can_make_new_claim_for_working_tax_credit, bool, "Can you make a new claim for Working Tax Credit?", "you can make a new claim for Working Tax Credit", 1).
:- claim(will_need_to_apply_for_universal_credit_instead, "you will need to apply for Universal Credit instead", 1).

% If you can’t make a new claim for Working Tax Credit, you’ll usually need to apply for Universal Credit instead.
:- from(1).
will_need_to_apply_for_universal_credit_instead :-
    can_make_new_claim_for_working_tax_credit(false).

%%% 220-75ccf93a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('220-75ccf93a-0').
:- text("## Claim expenses\n\nYou may be able to claim for reasonable expenses for going to the tribunal, for example:\n\n* travel expenses to cover your fare if you get there using public transport\n* travel expenses of 12p per mile if you drive, plus 2p per mile for up to 2 passengers\n* meals - £4.25 if you’re away for more than 5 hours, £9.30 for more than 10 hours or £13.55 for more than 12 hours\n* loss of earnings - £37.06 if you’re away from work for up to 4 hours or £71.80 for 4 hours or more").
:- sentence(0, 3, 17).
:- sentence(1, 19, 107).
:- sentence(2, 111, 185).
:- sentence(3, 188, 273).
:- sentence(4, 276, 389).
:- sentence(5, 392, 490).

:- dynamic it_is_travel_expense_to_cover_your_fare/1.
:- ask(it_is_travel_expense_to_cover_your_fare, bool, "Is it a travel expense to cover your fare?", "it is a travel expense to cover your fare", 2).
:- dynamic get_there_using_public_transport/1.
:- ask(get_there_using_public_transport, bool, "Do you get there using public transport?", "you get there using public transport", 2).
:- dynamic it_is_travel_expense_of_12p_per_mile/1.
:- ask(it_is_travel_expense_of_12p_per_mile, bool, "Is it a travel expense of 12p per mile if you drive, plus 2p per mile for up to 2 passengers?", "it is a travel expense of 12p per mile if you drive, plus 2p per mile for up to 2 passengers", 3).
:- dynamic it_is_meal/1.
:- ask(it_is_meal, bool, "Is it a meal?", "it is a meal", 4).
:- dynamic it_is_loss_of_earnings/1.
:- ask(it_is_loss_of_earnings, bool, "Is it a loss of earnings?", "it is a loss of earnings", 5).
:- claim(may_be_able_to_claim_for_reasonable_expenses, "you may be able to claim for reasonable expenses for going to the tribunal", 1).

% You may be able to claim for reasonable expenses for going to the tribunal, for example:
:- from(1).
may_be_able_to_claim_for_reasonable_expenses :-
    (it_is_travel_expense_to_cover_your_fare(true), get_there_using_public_transport(true) ; it_is_travel_expense_of_12p_per_mile(true) ; it_is_meal(true) ; it_is_loss_of_earnings(true)).

%%% 221-ec55a736-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('221-ec55a736-0').
:- text("#  3. Appointees\n\nYou’re not an appointee if you just help someone complete their claim form.").
:- sentence(0, 3, 16).
:- sentence(1, 18, 93).

:- dynamic just_help_someone_complete_their_claim_form/1.
:- ask(just_help_someone_complete_their_claim_form, bool, "Do you just help someone complete their claim form?", "you just help someone complete their claim form", 1).
:- claim(are_appointee, "you are an appointee", 1).
:- claim(not_are_appointee, "you are not an appointee", 1).

% You’re not an appointee if you just help someone complete their claim form.
:- from(1).
not_are_appointee :-
    just_help_someone_complete_their_claim_form(true).
are_appointee :-
    \+ not_are_appointee.

%%% 222-aac3ba03-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('222-aac3ba03-0').
:- text("## Exceptions\n\nIf you commit benefit fraud and you get any of the following, none of your payments can be stopped or reduced:\n\n* Maternity Allowance\n* Statutory Adoption Pay\n* Statutory Maternity Pay\n* Statutory Paternity Pay").
:- sentence(0, 3, 13).
:- sentence(1, 15, 125).
:- sentence(2, 129, 148).
:- sentence(3, 151, 173).
:- sentence(4, 176, 199).
:- sentence(5, 202, 225).

:- dynamic commit_benefit_fraud/1.
:- ask(commit_benefit_fraud, bool, "Do you commit benefit fraud?", "you commit benefit fraud", 1).
:- dynamic get_maternity_allowance/1.
:- ask(get_maternity_allowance, bool, "Do you get Maternity Allowance?", "you get Maternity Allowance", 2).
:- dynamic get_statutory_adoption_pay/1.
:- ask(get_statutory_adoption_pay, bool, "Do you get Statutory Adoption Pay?", "you get Statutory Adoption Pay", 3).
:- dynamic get_statutory_maternity_pay/1.
:- ask(get_statutory_maternity_pay, bool, "Do you get Statutory Maternity Pay?", "you get Statutory Maternity Pay", 4).
:- dynamic get_statutory_paternity_pay/1.
:- ask(get_statutory_paternity_pay, bool, "Do you get Statutory Paternity Pay?", "you get Statutory Paternity Pay", 5).
:- dynamic get_maternity_allowance_statutory_adoption_pay_statutory_maternity/1.
:- ask(get_maternity_allowance_statutory_adoption_pay_statutory_maternity, bool, "Do you get Maternity Allowance, Statutory Adoption Pay, Statutory Maternity Pay or Statutory Paternity Pay?", "you get Maternity Allowance, Statutory Adoption Pay, Statutory Maternity Pay or Statutory Paternity Pay", 1).
:- claim(payments_can_be_stopped_or_reduced, "your payments can be stopped or reduced", 1).
:- claim(not_payments_can_be_stopped_or_reduced, "your payments can not be stopped or reduced", 1).

% If you commit benefit fraud and you get any of the following, none of your payments can be stopped or reduced:
:- from(1).
not_payments_can_be_stopped_or_reduced :-
    commit_benefit_fraud(true),
    group(get_maternity_allowance_statutory_adoption_pay_statutory_maternity(true), (get_maternity_allowance(true) ; get_statutory_adoption_pay(true) ; get_statutory_maternity_pay(true) ; get_statutory_paternity_pay(true))).
payments_can_be_stopped_or_reduced :-
    \+ not_payments_can_be_stopped_or_reduced.

%%% 223-23d49f15-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('223-23d49f15-0').
:- text("### Postgraduate doctors and dentists\n\nYou can apply for this visa if you’re sponsored to do a recognised foundation programme and you’ve:\n\n* finished a recognised UK degree in medicine or dentistry\n* received that degree from a registered Tier 4 sponsor\n* spent your final year and at least 1 other year of studies leading to that degree in the UK").
:- sentence(0, 4, 37).
:- sentence(1, 39, 138).
:- sentence(2, 142, 198).
:- sentence(3, 201, 254).
:- sentence(4, 257, 348).

:- dynamic are_sponsored_to_do_recognised_foundation_programme/1.
:- ask(are_sponsored_to_do_recognised_foundation_programme, bool, "Are you sponsored to do a recognised foundation programme?", "you are sponsored to do a recognised foundation programme", 1).
:- dynamic finished_recognised_uk_degree_in_medicine_or_dentistry/1.
:- ask(finished_recognised_uk_degree_in_medicine_or_dentistry, bool, "Did you finish a recognised UK degree in medicine or dentistry?", "you finished a recognised UK degree in medicine or dentistry", 2).
:- dynamic received_that_degree_from_registered_tier_4_sponsor/1.
:- ask(received_that_degree_from_registered_tier_4_sponsor, bool, "Did you receive that degree from a registered Tier 4 sponsor?", "you received that degree from a registered Tier 4 sponsor", 3).
:- dynamic spent_your_final_year_and_at_least_1/1.
:- ask(spent_your_final_year_and_at_least_1, bool, "Did you spend your final year and at least 1 other year of studies leading to that degree in the UK?", "you spent your final year and at least 1 other year of studies leading to that degree in the UK", 4).
:- claim(can_apply_for_this_visa, "you can apply for this visa (Postgraduate doctors and dentists)", 1).

% You can apply for this visa if you’re sponsored to do a recognised foundation programme and you’ve:
:- from(1).
can_apply_for_this_visa :-
    are_sponsored_to_do_recognised_foundation_programme(true),
    finished_recognised_uk_degree_in_medicine_or_dentistry(true),
    received_that_degree_from_registered_tier_4_sponsor(true),
    spent_your_final_year_and_at_least_1(true).

%%% 224-a7d26b48-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('224-a7d26b48-0').
:- text("Gratuitous Service-Disabled Veterans Insurance (S-DVI) (ARH) is granted posthumously to Veterans who:\n\n* Met the basic eligibility requirements for S-DVI; AND\n* Did not apply for S-DVI because of a continued mental incompetence due to a service-connected disability; AND\n* Died before the appointment of a guardian or within two years of such appointment").
:- sentence(0, 0, 101).
:- sentence(1, 105, 158).
:- sentence(2, 161, 270).
:- sentence(3, 273, 354).

:- dynamic veteran_met_basic_eligibility_requirements_for_s_dvi/1.
:- ask(veteran_met_basic_eligibility_requirements_for_s_dvi, bool, "Did the veteran meet the basic eligibility requirements for S-DVI?", "the veteran met the basic eligibility requirements for S-DVI", 1).
:- dynamic veteran_applied_for_s_dvi_because_of_continued/1.
:- ask(veteran_applied_for_s_dvi_because_of_continued, bool, "Did the veteran apply for S-DVI because of a continued mental incompetence due to a service-connected disability?", "the veteran applied for S-DVI because of a continued mental incompetence due to a service-connected disability", 2).
:- dynamic veteran_died_before_appointment_of_guardian_or_within/1.
:- ask(veteran_died_before_appointment_of_guardian_or_within, bool, "Did the veteran die before the appointment of a guardian or within two years of such appointment?", "the veteran died before the appointment of a guardian or within two years of such appointment", 3).
:- claim(gratuitous_service_disabled_veterans_insurance_s_dvi_arh, "Gratuitous Service-Disabled Veterans Insurance (S-DVI) (ARH) is granted posthumously to Veterans", 0).

% Gratuitous Service-Disabled Veterans Insurance (S-DVI) (ARH) is granted posthumously to Veterans who:
:- from(0).
gratuitous_service_disabled_veterans_insurance_s_dvi_arh :-
    veteran_met_basic_eligibility_requirements_for_s_dvi(true),
    veteran_applied_for_s_dvi_because_of_continued(false),
    veteran_died_before_appointment_of_guardian_or_within(true).

%%% 225-8a96e06b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('225-8a96e06b-0').
:- text("#  1. Overview\n\nYou can apply for a Tier 4 (General) student visa to study in the UK if you’re 16 or over and you:\n\n* have been offered a place on a course\n* can speak, read, write and understand English\n* have enough money to support yourself and pay for your course - the amount will vary depending on your circumstances\n* are from a country that’s not in the European Economic Area (EEA) or Switzerland").
:- sentence(0, 3, 14).
:- sentence(1, 16, 114).
:- sentence(2, 118, 155).
:- sentence(3, 158, 203).
:- sentence(4, 206, 322).
:- sentence(5, 325, 405).

:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 1).
:- comparison(age >= 16, "Are you 16 or over?", 1).
:- dynamic have_been_offered_place_on_course/1.
:- ask(have_been_offered_place_on_course, bool, "Have you been offered a place on a course?", "you have been offered a place on a course", 2).
:- dynamic can_speak_read_write_and_understand_english/1.
:- ask(can_speak_read_write_and_understand_english, bool, "Can you speak, read, write and understand English?", "you can speak, read, write and understand English", 3).
:- dynamic have_enough_money_to_support_yourself_and_pay/1.
:- ask(have_enough_money_to_support_yourself_and_pay, bool, "Do you have enough money to support yourself and pay for your course?", "you have enough money to support yourself and pay for your course", 4).
:- dynamic are_from_country_thats_not_in_european_economic/1.
:- ask(are_from_country_thats_not_in_european_economic, bool, "Are you from a country that's not in the European Economic Area (EEA) or Switzerland?", "you are from a country that's not in the European Economic Area (EEA) or Switzerland", 5).
:- claim(can_apply_for_tier_4_general_student_visa, "you can apply for a Tier 4 (General) student visa to study in the UK", 1).

% You can apply for a Tier 4 (General) student visa to study in the UK if you’re 16 or over and you:
:- from(1).
can_apply_for_tier_4_general_student_visa :-
    age(Age),
    Age >= 16,
    have_been_offered_place_on_course(true),
    can_speak_read_write_and_understand_english(true),
    have_enough_money_to_support_yourself_and_pay(true),
    are_from_country_thats_not_in_european_economic(true).

%%% 226-58fdc533-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('226-58fdc533-0').
:- text("## Cooperatives\n\nNo cooperative may be located in any of the following areas:\n\n** Where prohibited by city, town, or county zoning laws.").
:- sentence(0, 3, 15).
:- sentence(1, 17, 77).
:- sentence(2, 82, 136).

:- dynamic prohibited_by_city_town_or_county_zoning_laws/1.
:- ask(prohibited_by_city_town_or_county_zoning_laws, bool, "Were you prohibited by city, town, or county zoning laws?", "prohibited by city, town, or county zoning laws", 2).
:- claim(cooperative_may_be_located_in_any_of_following, "cooperative may be located in any of the following areas", 1).
:- claim(not_cooperative_may_be_located_in_any_of_following, "cooperative may not be located in any of the following areas", 1).

% No cooperative may be located in any of the following areas:
:- from(1).
not_cooperative_may_be_located_in_any_of_following :-
    prohibited_by_city_town_or_county_zoning_laws(true).
cooperative_may_be_located_in_any_of_following :-
    \+ not_cooperative_may_be_located_in_any_of_following.

%%% 227-e60776e0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('227-e60776e0-0').
:- text("#  7. Inheriting or increasing State Pension from a spouse or civil partner\n\nYou won’t be able to inherit anything if you remarry or form a new civil partnership before you reach State Pension age.").
:- sentence(0, 3, 75).
:- sentence(1, 77, 197).

:- dynamic remarry_before_you_reach_state_pension_age/1.
:- ask(remarry_before_you_reach_state_pension_age, bool, "Do you remarry before you reach State Pension age?", "you remarry before you reach State Pension age", 1).
:- dynamic form_new_civil_partnership_before_you_reach_state/1.
:- ask(form_new_civil_partnership_before_you_reach_state, bool, "Do you form a new civil partnership before you reach State Pension age?", "you form a new civil partnership before you reach State Pension age", 1).
:- dynamic remarry_or_form_new_civil_partnership_before_you/1.
:- ask(remarry_or_form_new_civil_partnership_before_you, bool, "Do you remarry or form a new civil partnership before you reach State Pension age?", "you remarry or form a new civil partnership before you reach State Pension age", 1).
:- claim(will_be_able_to_inherit_anything, "you will be able to inherit anything", 1).
:- claim(not_will_be_able_to_inherit_anything, "you will not be able to inherit anything", 1).

% You won’t be able to inherit anything if you remarry or form a new civil partnership before you reach State Pension age.
:- from(1).
not_will_be_able_to_inherit_anything :-
    group(remarry_or_form_new_civil_partnership_before_you(true), (remarry_before_you_reach_state_pension_age(true) ; form_new_civil_partnership_before_you_reach_state(true))).
will_be_able_to_inherit_anything :-
    \+ not_will_be_able_to_inherit_anything.

%%% 228-7c9fa2c5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('228-7c9fa2c5-0').
:- text("To be eligible for enrollment, land must be private land or Tribal land that will restore, enhance or measurably increase the likelihood of recovery of a threatened or endangered species and must improve biological diversity or increase carbon sequestration.").
:- sentence(0, 0, 258).

:- dynamic land_is_private_land_or_tribal_land_that/1.
:- ask(land_is_private_land_or_tribal_land_that, bool, "Is land private land or Tribal land that will restore, enhance or measurably increase the likelihood of recovery of a threatened or endangered species and must improve biological diversity or increase carbon sequestration?", "land is private land or Tribal land that will restore, enhance or measurably increase the likelihood of recovery of a threatened or endangered species and must improve biological diversity or increase carbon sequestration", 0).
:- claim(can_be_eligible_for_enrollment, "you can be eligible for enrollment", 0).

% To be eligible for enrollment, land must be private land or Tribal land that will restore, enhance or measurably increase the likelihood of recovery of a threatened or endangered species and must impr
:- from(0).
can_be_eligible_for_enrollment :-
    land_is_private_land_or_tribal_land_that(true).

%%% 229-be5bd8c8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('229-be5bd8c8-0').
:- text("#  Export plants, seeds, bulbs and wood: special rules\n\nIf your plant is a fireblight host, you can only send it to another ‘protected zone’ if they come from a place with  fireblight buffer zone status (PDF, 202KB, 2 pages)  . Contact the Plant Health Office if you’re not sure where protected zones are.").
:- sentence(0, 3, 54).
:- sentence(1, 56, 227).
:- sentence(2, 228, 305).

:- dynamic plant_is_fireblight_host/1.
:- ask(plant_is_fireblight_host, bool, "Is your plant a fireblight host?", "your plant is a fireblight host", 1).
:- dynamic come_from_place_with_fireblight_buffer_zone_status/1.
:- ask(come_from_place_with_fireblight_buffer_zone_status, bool, "Do you come from a place with fireblight buffer zone status?", "you come from a place with  fireblight buffer zone status", 1).
:- dynamic are_sure_where_protected_zones_are/1.
:- ask(are_sure_where_protected_zones_are, bool, "Are you sure where protected zones are?", "you are sure where protected zones are", 2).
:- claim(can_send_your_plant_to_another_protected_zone, "you can send your plant to another 'protected zone'", 1).
:- claim(contact_plant_health_office, "you should contact the Plant Health Office", 2).

% If your plant is a fireblight host, you can only send it to another ‘protected zone’ if they come from a place with fireblight buffer zone status (PDF, 202KB, 2 pages) .
:- from(1).
can_send_your_plant_to_another_protected_zone_requirement_1 :-
    plant_is_fireblight_host(true),
    come_from_place_with_fireblight_buffer_zone_status(true).
can_send_your_plant_to_another_protected_zone :-
    can_send_your_plant_to_another_protected_zone_requirement_1.

% Contact the Plant Health Office if you’re not sure where protected zones are.
:- from(2).
contact_plant_health_office :-
    are_sure_where_protected_zones_are(false).

%%% 230-e798609f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('230-e798609f-0').
:- text("The Farm Service Agency (FSA) offers farm operating loans to family farmers and ranchers to promote, build and sustain family farms in support of a thriving agricultural economy.").
:- sentence(0, 0, 178).

:- dynamic are_family_farmer/1.
:- ask(are_family_farmer, bool, "Are you a family farmer?", "you are a family farmer", 0).
:- dynamic are_rancher/1.
:- ask(are_rancher, bool, "Are you a rancher?", "you are a rancher", 0).
:- claim(can_get_farm_service_agency_fsa, "you can get the Farm Service Agency (FSA)", 0).

% The Farm Service Agency (FSA) offers farm operating loans to family farmers and ranchers to promote, build and sustain family farms in support of a thriving agricultural economy.
:- from(0).
can_get_farm_service_agency_fsa :-
    (are_family_farmer(true) ; are_rancher(true)).

%%% 231-ade3bd2f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('231-ade3bd2f-0').
:- text("## You reached State Pension age before 6 April 2016\n\nTo get the basic State Pension you must have paid or been credited with National Insurance contributions.").
:- sentence(0, 3, 52).
:- sentence(1, 54, 159).

:- dynamic have_paid_or_been_credited_with_national_insurance/1.
:- ask(have_paid_or_been_credited_with_national_insurance, bool, "Have you paid or been credited with National Insurance contributions?", "you have paid or been credited with National Insurance contributions", 1).
:- claim(can_get_basic_state_pension, "you can get the basic State Pension", 1).

% To get the basic State Pension you must have paid or been credited with National Insurance contributions.
:- from(1).
can_get_basic_state_pension :-
    have_paid_or_been_credited_with_national_insurance(true).

%%% 232-ed072284-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('232-ed072284-0').
:- text("Family Servicemembers' Group Life Insurance Coverage (FSGLI) is a component of the Servicemembers' Group Life Insurance (SGLI) program. It provides coverage for spouses and children of Servicemembers insured under SGLI. Non-military spouses are covered automatically for $100,000 or the amount of the member's coverage, whichever is less. Military spouses must apply for the coverage. Premiums for spouse coverage are based on the spouse's age and amount of coverage. Dependent children are covered for $10,000 each at no cost to the member.").
:- sentence(0, 0, 135).
:- sentence(1, 136, 219).
:- sentence(2, 220, 338).
:- sentence(3, 339, 384).
:- sentence(4, 385, 467).
:- sentence(5, 468, 541).

:- dynamic are_military_spouse/1.
:- ask(are_military_spouse, bool, "Are you a military spouse?", "you are a military spouse", 3).
:- dynamic apply_for_family_servicemembers_group_life_insurance_coverage/1.
:- ask(apply_for_family_servicemembers_group_life_insurance_coverage, bool, "Do you apply for Family Servicemembers' Group Life Insurance Coverage?", "you apply for Family Servicemembers' Group Life Insurance Coverage", 3).
:- dynamic are_spouse_of_servicemembers_insured_under_sgli/1.
:- ask(are_spouse_of_servicemembers_insured_under_sgli, bool, "Are you a spouse of Servicemembers insured under SGLI?", "you are a spouse of Servicemembers insured under SGLI", 1).
:- dynamic are_child_of_servicemembers_insured_under_sgli/1.
:- ask(are_child_of_servicemembers_insured_under_sgli, bool, "Are you a child of Servicemembers insured under SGLI?", "you are a child of Servicemembers insured under SGLI", 1).
:- dynamic it_is_premium_for_spouse_coverage/1.
:- ask(it_is_premium_for_spouse_coverage, bool, "Is it a premium for spouse coverage?", "it is a premium for spouse coverage", 4).
:- dynamic are_member/1.
:- ask(are_member, bool, "Are you the member?", "you are the member", 5).
:- claim(can_get_family_servicemembers_group_life_insurance_coverage, "you can get Family Servicemembers' Group Life Insurance Coverage", 1).
:- claim(it_is_based_on_spouses_age_and_amount, "it is based on the spouse's age and amount of coverage", 4).
:- claim(can_get_dependent_children, "you can get dependent children", 5).
:- claim(family_servicemembers_group_life_insurance_coverage_fsgli_is, "Family Servicemembers' Group Life Insurance Coverage (FSGLI) is a component of the Servicemembers' Group Life Insurance (SGLI) program", 0).

% Military spouses must apply for the coverage.
:- from(3).
can_get_family_servicemembers_group_life_insurance_coverage_requirement_1 :-
    (\+ are_military_spouse(true) ; apply_for_family_servicemembers_group_life_insurance_coverage(true)).

% It provides coverage for spouses and children of Servicemembers insured under SGLI.
:- from(1).
can_get_family_servicemembers_group_life_insurance_coverage :-
    (are_spouse_of_servicemembers_insured_under_sgli(true) ; are_child_of_servicemembers_insured_under_sgli(true)),
    can_get_family_servicemembers_group_life_insurance_coverage_requirement_1.

% Premiums for spouse coverage are based on the spouse's age and amount of coverage.
:- from(4).
it_is_based_on_spouses_age_and_amount :-
    it_is_premium_for_spouse_coverage(true).

% Dependent children are covered for $10,000 each at no cost to the member.
:- from(5).
can_get_dependent_children :-
    are_member(true).

% Family Servicemembers' Group Life Insurance Coverage (FSGLI) is a component of the Servicemembers' Group Life Insurance (SGLI) program.
:- from(0).
family_servicemembers_group_life_insurance_coverage_fsgli_is :-
    true.

%%% 233-74c707aa-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('233-74c707aa-0').
:- text("## Taking repayments from your benefits\n\nIf the estate shows the person who died shouldn’t have got the income-related benefits they were on, contact Debt Management Recovery From Estates instead.").
:- sentence(0, 3, 39).
:- sentence(1, 41, 196).

:- dynamic estate_shows_person_who_died_should_not_have/1.
:- ask(estate_shows_person_who_died_should_not_have, bool, "Does the estate show the person who died should not have got the income-related benefits they were on?", "the estate shows the person who died should not have got the income-related benefits they were on", 1).
:- claim(contact_debt_management_recovery_from_estates_instead, "you should contact Debt Management Recovery From Estates instead", 1).

% If the estate shows the person who died shouldn’t have got the income-related benefits they were on, contact Debt Management Recovery From Estates instead.
:- from(1).
contact_debt_management_recovery_from_estates_instead :-
    estate_shows_person_who_died_should_not_have(true).

%%% 234-c73c1932-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('234-c73c1932-0').
:- text("The Federal Housing Administration's (FHA) Energy Efficient Mortgage (EEM) program recognizes that lower utility costs can help a homeowner pay a higher mortgage to cover the cost of energy improvements. Under the program, persons may add the cost of energy-efficient improvements to their loan amount.").
:- sentence(0, 0, 203).
:- sentence(1, 204, 302).

:- claim(federal_housing_administrations_fha_energy_efficient_mortgage_eem, "the Federal Housing Administration's (FHA) Energy Efficient Mortgage (EEM) program recognizes that lower utility costs can help a homeowner pay a higher mortgage to cover the cost of energy improvements", 0).

% The Federal Housing Administration's (FHA) Energy Efficient Mortgage (EEM) program recognizes that lower utility costs can help a homeowner pay a higher mortgage to cover the cost of energy improvemen
:- from(0).
federal_housing_administrations_fha_energy_efficient_mortgage_eem :-
    true.

%%% 235-0e1ef83b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('235-0e1ef83b-0').
:- text("The purpose of the Business & Industrial (B&I) Guaranteed Loan Program is to improve, develop, or finance business, industry, and employment and improve the economic and environmental climate in rural communities. This purpose is achieved by bolstering the existing private credit structure through the guarantee of quality loans which will provide lasting community benefits.").
:- sentence(0, 0, 213).
:- sentence(1, 214, 376).

:- claim(purpose_of_business_industrial_b_i_guaranteed_loan, "the purpose of the Business & Industrial (B&I) Guaranteed Loan Program is to improve, develop, or finance business, industry, and employment and improve the economic and environmental climate in rural communities", 0).
:- claim(this_purpose_is_achieved_by_bolstering_existing_private, "this purpose is achieved by bolstering the existing private credit structure through the guarantee of quality loans which will provide lasting community benefits", 1).

% The purpose of the Business & Industrial (B&I) Guaranteed Loan Program is to improve, develop, or finance business, industry, and employment and improve the economic and environmental climate in rural
:- from(0).
purpose_of_business_industrial_b_i_guaranteed_loan :-
    true.

% This purpose is achieved by bolstering the existing private credit structure through the guarantee of quality loans which will provide lasting community benefits.
:- from(1).
this_purpose_is_achieved_by_bolstering_existing_private :-
    true.

%%% 236-2f85ea3e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('236-2f85ea3e-0').
:- text("#  4. Nominating a home\n\nIf you nominate a property as your main home you qualify for relief for most of the time you live away. You must have lived in the home as your only or main residence at some point while you owned it.").
:- sentence(0, 3, 23).
:- sentence(1, 25, 128).
:- sentence(2, 129, 225).

:- dynamic have_lived_in_home_as_your_only_or/1.
:- ask(have_lived_in_home_as_your_only_or, bool, "Have you lived in the home as your only or main residence at some point while you owned it?", "you have lived in the home as your only or main residence at some point while you owned it", 2).
:- dynamic nominate_property_as_your_main_home/1.
:- ask(nominate_property_as_your_main_home, bool, "Do you nominate a property as your main home?", "you nominate a property as your main home", 1).
:- claim(qualify_for_relief_for_most_of_time_you, "you qualify for relief for most of the time you live away", 1).

% You must have lived in the home as your only or main residence at some point while you owned it.
:- from(2).
qualify_for_relief_for_most_of_time_you_requirement_1 :-
    have_lived_in_home_as_your_only_or(true).

% If you nominate a property as your main home you qualify for relief for most of the time you live away.
:- from(1).
qualify_for_relief_for_most_of_time_you :-
    nominate_property_as_your_main_home(true),
    qualify_for_relief_for_most_of_time_you_requirement_1.

%%% 237-e0a552a9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('237-e0a552a9-0').
:- text("Veterans who are not Native American, but who are married to a Native American non-Veteran, may be eligible for a direct loan under this program.").
:- sentence(0, 0, 145).

:- dynamic are_veteran/1.
:- ask(are_veteran, bool, "Are you a veteran?", "you are a veteran", 0).
:- dynamic are_native_american/1.
:- ask(are_native_american, bool, "Are you Native American?", "you are Native American", 0).
:- dynamic are_married_to_native_american_non_veteran/1.
:- ask(are_married_to_native_american_non_veteran, bool, "Are you married to a Native American non-Veteran?", "you are married to a Native American non-Veteran", 0).
:- claim(may_be_eligible_for_direct_loan_under_this, "you may be eligible for a direct loan under this program", 0).

% Veterans who are not Native American, but who are married to a Native American non-Veteran, may be eligible for a direct loan under this program.
:- from(0).
may_be_eligible_for_direct_loan_under_this :-
    are_veteran(true),
    are_native_american(false),
    are_married_to_native_american_non_veteran(true).

%%% 238-913a7e4a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('238-913a7e4a-0').
:- text("### You’re from Macedonia\n\nYou may be able to get Working Tax Credit if you’re a national of Macedonia. You’ll need to be lawfully present in the UK.").
:- sentence(0, 4, 25).
:- sentence(1, 27, 103).
:- sentence(2, 104, 149).

:- dynamic are_lawfully_present_in_uk/1.
:- ask(are_lawfully_present_in_uk, bool, "Are you lawfully present in the UK?", "you are lawfully present in the UK", 2).
:- dynamic are_national_of_macedonia/1.
:- ask(are_national_of_macedonia, bool, "Are you a national of Macedonia?", "you are a national of Macedonia", 1).
:- claim(may_be_able_to_get_working_tax_credit, "you may be able to get Working Tax Credit", 1).

% You’ll need to be lawfully present in the UK.
:- from(2).
may_be_able_to_get_working_tax_credit_requirement_1 :-
    are_lawfully_present_in_uk(true).

% You may be able to get Working Tax Credit if you’re a national of Macedonia.
:- from(1).
may_be_able_to_get_working_tax_credit :-
    are_national_of_macedonia(true),
    may_be_able_to_get_working_tax_credit_requirement_1.

%%% 239-faecbef2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('239-faecbef2-0').
:- text("Outpatient dental treatment is available to eligible Veterans and may include the full spectrum of diagnostic, surgical, restorative, and preventive procedures. In many cases, however, the law permits only limited kinds of care.").
:- sentence(0, 0, 160).
:- sentence(1, 161, 228).

:- dynamic are_eligible_veteran/1.
:- ask(are_eligible_veteran, bool, "Are you an eligible veteran?", "you are an eligible veteran", 0).
:- claim(can_get_outpatient_dental_treatment, "you can get outpatient dental treatment", 0).
:- claim(in_many_cases_however_law_permits_limited_kinds, "in many cases, however, the law permits limited kinds of care", 1).

% Outpatient dental treatment is available to eligible Veterans and may include the full spectrum of diagnostic, surgical, restorative, and preventive procedures.
:- from(0).
can_get_outpatient_dental_treatment :-
    are_eligible_veteran(true).

% In many cases, however, the law permits only limited kinds of care.
:- from(1).
in_many_cases_however_law_permits_limited_kinds :-
    true.

%%% 240-118d27e7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('240-118d27e7-0').
:- text("#  Tax if you leave the UK to live abroad\n\nYou might become a UK resident again if you start new activities in the UK after you’ve left, for example you get involved in a business or buy a new property.").
:- sentence(0, 3, 41).
:- sentence(1, 43, 202).

:- dynamic start_new_activities_in_uk_after_you_have/1.
:- ask(start_new_activities_in_uk_after_you_have, bool, "Do you start new activities in the UK after you have left?", "you start new activities in the UK after you have left", 1).
:- claim(might_become_uk_resident_again, "you might become a UK resident again", 1).

% You might become a UK resident again if you start new activities in the UK after you’ve left, for example you get involved in a business or buy a new property.
:- from(1).
might_become_uk_resident_again :-
    start_new_activities_in_uk_after_you_have(true).

%%% 241-f27f686f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('241-f27f686f-0').
:- text("#  6. Immigration control\n\nYou may also be able to get tax credits if you’ve been living in the UK for fewer than 5 years, but:\n\n* your sponsor has died\n* all your sponsors - if you had more than one - have died").
:- sentence(0, 3, 25).
:- sentence(1, 27, 127).
:- sentence(2, 131, 152).
:- sentence(3, 155, 211).

:- dynamic have_been_living_in_uk_for_years/1.
:- ask(have_been_living_in_uk_for_years, number("years"), "How many years have you been living in the UK for?", "the number of years you have been living in the UK for", 1).
:- comparison(have_been_living_in_uk_for_years < 5, "Have you been living in the UK for fewer than 5 years?", 1).
:- dynamic sponsor_has_died/1.
:- ask(sponsor_has_died, bool, "Has your sponsor died?", "your sponsor has died", 2).
:- dynamic all_your_sponsors_have_died/1.
:- ask(all_your_sponsors_have_died, bool, "Have all your sponsors died?", "all your sponsors have died", 3).
:- claim(may_be_able_to_get_tax_credits, "you may be able to get tax credits", 1).

% You may also be able to get tax credits if you’ve been living in the UK for fewer than 5 years, but:
:- from(1).
may_be_able_to_get_tax_credits :-
    have_been_living_in_uk_for_years(HaveBeenLivingInUkForYears),
    HaveBeenLivingInUkForYears < 5,
    (sponsor_has_died(true) ; all_your_sponsors_have_died(true)).

%%% 242-292c2c9c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('242-292c2c9c-0').
:- text("### Register for Aged Care Online Claiming\n\nIf you’re going to use online claiming do a data cleansing and synchronisation exercise with us before you send and receive data. Data cleansing and synchronisation minimises the potential for errors and delays by aligning data on external client applications and our payment systems.").
:- sentence(0, 4, 42).
:- sentence(1, 44, 173).
:- sentence(2, 174, 328).

:- dynamic are_going_to_use_online_claiming_do_data/1.
:- ask(are_going_to_use_online_claiming_do_data, bool, "Are you going to use online claiming do a data cleansing and synchronisation exercise with us before?", "you are going to use online claiming do a data cleansing and synchronisation exercise with us before", 1).
:- claim(send_and_receive_data, "you send and receive data", 1).
:- claim(data_cleansing_and_synchronisation_minimises_potential_for_errors, "data cleansing and synchronisation minimises the potential for errors and delays by aligning data on external client applications and our payment systems", 2).

% If you’re going to use online claiming do a data cleansing and synchronisation exercise with us before you send and receive data.
:- from(1).
send_and_receive_data :-
    are_going_to_use_online_claiming_do_data(true).

% Data cleansing and synchronisation minimises the potential for errors and delays by aligning data on external client applications and our payment systems.
:- from(2).
data_cleansing_and_synchronisation_minimises_potential_for_errors :-
    true.

%%% 243-fd044ad8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('243-fd044ad8-0').
:- text("### You get Married Couple’s Allowance\n\nYour tax-free allowance may increase if you make donations through Gift Aid and claim Married Couple’s Allowance.").
:- sentence(0, 4, 38).
:- sentence(1, 40, 153).

:- dynamic make_donations_through_gift_aid/1.
:- ask(make_donations_through_gift_aid, bool, "Do you make donations through Gift Aid?", "you make donations through Gift Aid", 1).
:- dynamic claim_married_couples_allowance/1.
:- ask(claim_married_couples_allowance, bool, "Do you claim Married Couple's Allowance?", "you claim Married Couple's Allowance", 1).
:- dynamic make_donations_through_gift_aid_and_claim_married/1.
:- ask(make_donations_through_gift_aid_and_claim_married, bool, "Do you make donations through Gift Aid and claim Married Couple's Allowance?", "you make donations through Gift Aid and claim Married Couple's Allowance", 1).
:- claim(tax_free_allowance_may_increase, "your tax-free allowance may increase", 1).

% Your tax-free allowance may increase if you make donations through Gift Aid and claim Married Couple’s Allowance.
:- from(1).
tax_free_allowance_may_increase :-
    group(make_donations_through_gift_aid_and_claim_married(true), (make_donations_through_gift_aid(true), claim_married_couples_allowance(true))).

%%% 244-d48a92d4-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('244-d48a92d4-0').
:- text("### Register for Aged Care Online Claiming\n\nYour service must be registered to use Aged Care Online Claiming.").
:- sentence(0, 4, 42).
:- sentence(1, 44, 109).

:- dynamic service_is_registered/1.
:- ask(service_is_registered, bool, "Is your service registered?", "your service is registered", 1).
:- claim(can_use_aged_care_online_claiming, "you can use Aged Care Online Claiming", 1).

% Your service must be registered to use Aged Care Online Claiming.
:- from(1).
can_use_aged_care_online_claiming :-
    service_is_registered(true).

%%% 245-ee04ab7f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('245-ee04ab7f-0').
:- text("#  1. Overview\n\nYou can also reclaim the VAT you’ve paid on certain purchases made before you registered.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 105).

:- dynamic purchases_were_made_before_you_registered/1.
:- ask(purchases_were_made_before_you_registered, bool, "Were the purchases made before you registered?", "the purchases were made before you registered", 1).
:- claim(can_reclaim_vat_you_have_paid_on_certain, "you can reclaim the VAT you have paid on certain purchases", 1).

% You can also reclaim the VAT you’ve paid on certain purchases made before you registered.
:- from(1).
can_reclaim_vat_you_have_paid_on_certain :-
    purchases_were_made_before_you_registered(true).

%%% 246-9a6d2bc1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('246-9a6d2bc1-0').
:- text("# Income Tax\n\nAll businesses except partnerships must file an annual income tax return. Partnerships file an information return. The form you use depends on how your business is organized. Refer to Business Structures to find out which returns you must file based on the business entity established.").
:- sentence(0, 2, 12).
:- sentence(1, 14, 87).
:- sentence(2, 88, 128).
:- sentence(3, 129, 188).
:- sentence(4, 189, 299).

:- dynamic are_business/1.
:- ask(are_business, bool, "Are you a business?", "you are a business", 1).
:- dynamic are_partnership/1.
:- ask(are_partnership, bool, "Are you a partnership?", "you are a partnership", 1).
:- claim(must_file_annual_income_tax_return, "you must file an annual income tax return", 1).
:- claim(form_you_use_depends_on_how_your_business, "the form you use depends on how your business is organized", 3).

% All businesses except partnerships must file an annual income tax return.
:- from(1).
must_file_annual_income_tax_return :-
    are_business(true),
    are_partnership(false).

% The form you use depends on how your business is organized.
:- from(3).
form_you_use_depends_on_how_your_business :-
    true.

%%% 247-99849800-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('247-99849800-0').
:- text("To develop the necessary infrastructure and faculty expertise to carry out research projects that identify and solve problems within tribal and American Indian communities, and offer students an improved research experience in preparation for career or higher education opportunities in the food, agricultural, natural resource sciences and human sciences.").
:- sentence(0, 0, 356).

:- claim(describes_to_develop_necessary_infrastructure_and_faculty_expertise, "To develop the necessary infrastructure and faculty expertise to carry out research projects that identify and solve problems within tribal and American Indian communities, and offer students an improved research experience in preparation for career or higher education opportunities in the food, agricultural, natural resource sciences and human sciences.", 0).

% To develop the necessary infrastructure and faculty expertise to carry out research projects that identify and solve problems within tribal and American Indian communities, and offer students an impro
:- from(0).
describes_to_develop_necessary_infrastructure_and_faculty_expertise.

%%% 248-52a7714f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('248-52a7714f-0').
:- text("## Universal Credit\n\nYou’ll usually get Cold Weather Payments if you get Universal Credit, you’re not employed or self-employed and one of the following apply:\n\n* you get a limited capability for work amount (with or without a work-related activity amount)\n* you get the disabled child amount in your claim\n* you have a child under 5 living with you").
:- sentence(0, 3, 19).
:- sentence(1, 21, 159).
:- sentence(2, 163, 256).
:- sentence(3, 259, 306).
:- sentence(4, 309, 349).

:- dynamic get_universal_credit/1.
:- ask(get_universal_credit, bool, "Do you get Universal Credit?", "you get Universal Credit", 1).
:- dynamic are_employed_or_self_employed/1.
:- ask(are_employed_or_self_employed, bool, "Are you employed or self-employed?", "you are employed or self-employed", 1).
:- dynamic get_limited_capability_for_work_amount_with_or/1.
:- ask(get_limited_capability_for_work_amount_with_or, bool, "Do you get a limited capability for work amount (with or without a work-related activity amount)?", "you get a limited capability for work amount (with or without a work-related activity amount)", 2).
:- dynamic get_disabled_child_amount_in_your_claim/1.
:- ask(get_disabled_child_amount_in_your_claim, bool, "Do you get the disabled child amount in your claim?", "you get the disabled child amount in your claim", 3).
:- dynamic have_child_under_5_living_with_you/1.
:- ask(have_child_under_5_living_with_you, bool, "Do you have a child under 5 living with you?", "you have a child under 5 living with you", 4).
:- claim(will_get_cold_weather_payments, "you will get Cold Weather Payments", 1).

% You’ll usually get Cold Weather Payments if you get Universal Credit, you’re not employed or self-employed and one of the following apply:
:- from(1).
will_get_cold_weather_payments :-
    get_universal_credit(true),
    are_employed_or_self_employed(false),
    (get_limited_capability_for_work_amount_with_or(true) ; get_disabled_child_amount_in_your_claim(true) ; have_child_under_5_living_with_you(true)).

%%% 249-2c96dc72-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('249-2c96dc72-0').
:- text("## Help in an emergency\n\nIf you only got in-kind help, like new electrical goods or food, you can still claim for Crisis Payment.").
:- sentence(0, 3, 23).
:- sentence(1, 25, 129).

:- dynamic only_got_in_kind_help_like_new_electrical/1.
:- ask(only_got_in_kind_help_like_new_electrical, bool, "Did you only get in-kind help, like new electrical goods or food?", "you only got in-kind help, like new electrical goods or food", 1).
:- claim(can_claim_for_crisis_payment, "you can claim for Crisis Payment", 1).

% If you only got in-kind help, like new electrical goods or food, you can still claim for Crisis Payment.
:- from(1).
can_claim_for_crisis_payment :-
    only_got_in_kind_help_like_new_electrical(true).

%%% 250-5a022b63-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('250-5a022b63-0').
:- text("### Your responsibilities\n\nThe claimant is responsible for paying back overpayments. Their tax credits may be reduced or you may be asked to make a direct payment on their behalf.").
:- sentence(0, 4, 25).
:- sentence(1, 27, 84).
:- sentence(2, 85, 179).

:- claim(describes_your_responsibilities, "Your responsibilities", 0).

% Your responsibilities
:- from(0).
describes_your_responsibilities.

%%% 251-1e9cf131-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('251-1e9cf131-0').
:- text("### If you’re self-employed\n\nIf the average hourly profit from your self-employed work is less than the National Minimum Wage, the Tax Credit Office may ask you to provide:\n\n* business records").
:- sentence(0, 4, 27).
:- sentence(1, 29, 172).
:- sentence(2, 176, 192).

:- dynamic average_hourly_profit_from_your_self_employed_work/1.
:- ask(average_hourly_profit_from_your_self_employed_work, bool, "Is the average hourly profit from your self-employed work less than the National Minimum Wage?", "the average hourly profit from your self-employed work is less than the National Minimum Wage", 1).
:- claim(tax_credit_office_may_ask_you_to_provide, "the Tax Credit Office may ask you to provide business records", 2).

% business records
:- from(2).
tax_credit_office_may_ask_you_to_provide :-
    average_hourly_profit_from_your_self_employed_work(true).

%%% 252-2b3ef907-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('252-2b3ef907-0').
:- text("## Healthcare practitioners may access patient information in database\n\nThe laws and rules allow authorizing practitioners and those who prescribe or dispense controlled substances to access patient information in the database.").
:- sentence(0, 3, 70).
:- sentence(1, 72, 227).

:- dynamic are_authorizing_practitioner/1.
:- ask(are_authorizing_practitioner, bool, "Are you an authorizing practitioner?", "you are an authorizing practitioner", 1).
:- dynamic prescribe_or_dispense_controlled_substances/1.
:- ask(prescribe_or_dispense_controlled_substances, bool, "Do you prescribe or dispense controlled substances?", "you prescribe or dispense controlled substances", 1).
:- claim(can_access_patient_information_in_database, "you can access patient information in the database", 1).

% The laws and rules allow authorizing practitioners and those who prescribe or dispense controlled substances to access patient information in the database.
:- from(1).
can_access_patient_information_in_database :-
    (are_authorizing_practitioner(true) ; prescribe_or_dispense_controlled_substances(true)).

%%% 253-4ae76121-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('253-4ae76121-0').
:- text("## Benefits this applies to\n\nYou can ask for mandatory reconsideration for benefits including:\n\n* Universal Credit\n* Vaccine Damage Payment\n* Winter Fuel Payment").
:- sentence(0, 3, 27).
:- sentence(1, 29, 94).
:- sentence(2, 98, 114).
:- sentence(3, 117, 139).
:- sentence(4, 142, 161).

:- dynamic it_is_universal_credit/1.
:- ask(it_is_universal_credit, bool, "Is it Universal Credit?", "it is Universal Credit", 2).
:- dynamic it_is_vaccine_damage_payment/1.
:- ask(it_is_vaccine_damage_payment, bool, "Is it Vaccine Damage Payment?", "it is Vaccine Damage Payment", 3).
:- dynamic it_is_winter_fuel_payment/1.
:- ask(it_is_winter_fuel_payment, bool, "Is it Winter Fuel Payment?", "it is Winter Fuel Payment", 4).
:- dynamic it_is_universal_credit_vaccine_damage_payment_or/1.
:- ask(it_is_universal_credit_vaccine_damage_payment_or, bool, "Is it Universal Credit, Vaccine Damage Payment or Winter Fuel Payment?", "it is Universal Credit, Vaccine Damage Payment or Winter Fuel Payment", 1).
:- claim(can_ask_for_mandatory_reconsideration_for_benefits, "you can ask for mandatory reconsideration for benefits", 1).

% You can ask for mandatory reconsideration for benefits including:
:- from(1).
can_ask_for_mandatory_reconsideration_for_benefits :-
    group(it_is_universal_credit_vaccine_damage_payment_or(true), (it_is_universal_credit(true) ; it_is_vaccine_damage_payment(true) ; it_is_winter_fuel_payment(true))).

%%% 254-bf9fea09-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('254-bf9fea09-0').
:- text("### Apply for a plant health certificate\n\nYou must usually apply for your plants to be tested before you get a plant health certificate.").
:- sentence(0, 4, 40).
:- sentence(1, 42, 136).

:- dynamic have_applied_for_your_plants_to_be_tested/1.
:- ask(have_applied_for_your_plants_to_be_tested, bool, "Have you applied for your plants to be tested?", "you have applied for your plants to be tested", 1).
:- claim(can_get_plant_health_certificate, "you can get a plant health certificate", 1).

% You must usually apply for your plants to be tested before you get a plant health certificate.
:- from(1).
can_get_plant_health_certificate :-
    have_applied_for_your_plants_to_be_tested(true).

%%% 255-9bec77cd-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('255-9bec77cd-0').
:- text("#  4. Registering for VAT in other EU countries\n\nUsually, you only need to register for VAT where you’re based.").
:- sentence(0, 3, 47).
:- sentence(1, 49, 111).

:- dynamic are_based/1.
:- ask(are_based, bool, "Are you based?", "you are based", 1).
:- claim(need_to_register_for_vat, "you need to register for VAT", 1).

% Usually, you only need to register for VAT where you’re based.
:- from(1).
need_to_register_for_vat :-
    are_based(true).

%%% 256-0b21169f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('256-0b21169f-0').
:- text("### You’re from Macedonia\n\nYou can’t normally get Child Tax Credit. However, you may be able to if you’ve been getting payments for your children through Income Support or income-based Jobseeker’s Allowance.").
:- sentence(0, 4, 25).
:- sentence(1, 27, 67).
:- sentence(2, 68, 207).

:- dynamic are_from_macedonia/1.
:- ask(are_from_macedonia, bool, "Are you from Macedonia?", "you are from Macedonia", 0).
:- dynamic have_been_getting_payments_for_your_children_through/1.
:- ask(have_been_getting_payments_for_your_children_through, bool, "Have you been getting payments for your children through Income Support?", "you have been getting payments for your children through Income Support", 2).
:- dynamic have_been_getting_payments_for_your_children_through_2/1.
:- ask(have_been_getting_payments_for_your_children_through_2, bool, "Have you been getting payments for your children through income-based Jobseeker's Allowance?", "you have been getting payments for your children through income-based Jobseeker's Allowance", 2).
:- dynamic have_been_getting_payments_for_your_children_through_3/1.
:- ask(have_been_getting_payments_for_your_children_through_3, bool, "Have you been getting payments for your children through Income Support or income-based Jobseeker's Allowance?", "you have been getting payments for your children through Income Support or income-based Jobseeker's Allowance", 1).
:- claim(can_get_child_tax_credit, "you can get Child Tax Credit", 1).
:- claim(not_can_get_child_tax_credit, "you can not get Child Tax Credit", 1).

% You can’t normally get Child Tax Credit.
:- from(1).
not_can_get_child_tax_credit :-
    are_from_macedonia(true),
    \+ group(have_been_getting_payments_for_your_children_through_3(true), (have_been_getting_payments_for_your_children_through(true) ; have_been_getting_payments_for_your_children_through_2(true))).

% However, you may be able to if you’ve been getting payments for your children through Income Support or income-based Jobseeker’s Allowance.
:- from(2).
can_get_child_tax_credit :-
    group(have_been_getting_payments_for_your_children_through_3(true), (have_been_getting_payments_for_your_children_through(true) ; have_been_getting_payments_for_your_children_through_2(true))),
    \+ not_can_get_child_tax_credit.

%%% 257-65394005-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('257-65394005-0').
:- text("## Apply for your initial Medicare provider number\n\nIf you’re a new health professional you must be registered with the Australian Health Practitioner Regulation Agency (AHPRA), or a relevant registration body, before you apply.").
:- sentence(0, 3, 50).
:- sentence(1, 52, 228).

:- dynamic are_new_health_professional_you_is_registered_with/1.
:- ask(are_new_health_professional_you_is_registered_with, bool, "Are you a new health professional you is registered with the Australian Health Practitioner Regulation Agency (AHPRA)?", "you are a new health professional you is registered with the Australian Health Practitioner Regulation Agency (AHPRA)", 1).
:- claim(relevant_registration_body_before_you_apply, "a relevant registration body, before you apply", 1).

% If you’re a new health professional you must be registered with the Australian Health Practitioner Regulation Agency (AHPRA), or a relevant registration body, before you apply.
:- from(1).
relevant_registration_body_before_you_apply :-
    are_new_health_professional_you_is_registered_with(true).

%%% 258-31219d15-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('258-31219d15-0').
:- text("## North Korea\n\nThe banned luxury goods for North Korea are:\n\n* high quality cigars and cigarillos\n* luxury perfumes, toilet waters, cosmetics, make up and beauty products\n* high quality leather goods - for example, handbags travel goods and saddlery\n* high quality clothes, clothing accessories and shoes").
:- sentence(0, 3, 14).
:- sentence(1, 16, 60).
:- sentence(2, 64, 98).
:- sentence(3, 101, 171).
:- sentence(4, 174, 250).
:- sentence(5, 253, 305).

:- dynamic it_is_high_quality_cigars_and_cigarillos/1.
:- ask(it_is_high_quality_cigars_and_cigarillos, bool, "Is it high quality cigars and cigarillos?", "it is high quality cigars and cigarillos", 2).
:- dynamic it_is_luxury_perfumes_toilet_waters_cosmetics_make/1.
:- ask(it_is_luxury_perfumes_toilet_waters_cosmetics_make, bool, "Is it luxury perfumes, toilet waters, cosmetics, does it make up and beauty products?", "it is luxury perfumes, toilet waters, cosmetics, make up and beauty products", 3).
:- dynamic it_is_high_quality_leather_goods/1.
:- ask(it_is_high_quality_leather_goods, bool, "Is it high quality leather goods?", "it is high quality leather goods", 4).
:- dynamic it_is_high_quality_clothes_clothing_accessories_and/1.
:- ask(it_is_high_quality_clothes_clothing_accessories_and, bool, "Is it high quality clothes, clothing accessories and shoes?", "it is high quality clothes, clothing accessories and shoes", 5).
:- dynamic it_is_high_quality_cigars_and_cigarillos_luxury/1.
:- ask(it_is_high_quality_cigars_and_cigarillos_luxury, bool, "Is it high quality cigars and cigarillos, luxury perfumes, do toilet waters, cosmetics, make up and beauty products, high quality leather goods or high quality clothes, clothing accessories and shoes?", "it is high quality cigars and cigarillos, luxury perfumes, toilet waters, cosmetics, make up and beauty products, high quality leather goods or high quality clothes, clothing accessories and shoes", 1).
:- claim(it_is_one_of_allowed_luxury_goods_for, "it is one of the allowed luxury goods for North Korea", 1).
:- claim(not_it_is_one_of_allowed_luxury_goods_for, "it is not one of the allowed luxury goods for North Korea", 1).

% The banned luxury goods for North Korea are:
:- from(1).
not_it_is_one_of_allowed_luxury_goods_for :-
    group(it_is_high_quality_cigars_and_cigarillos_luxury(true), (it_is_high_quality_cigars_and_cigarillos(true) ; it_is_luxury_perfumes_toilet_waters_cosmetics_make(true) ; it_is_high_quality_leather_goods(true) ; it_is_high_quality_clothes_clothing_accessories_and(true))).
it_is_one_of_allowed_luxury_goods_for :-
    \+ not_it_is_one_of_allowed_luxury_goods_for.

%%% 259-864a68e7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('259-864a68e7-0').
:- text("#  1. What’s taxed\n\nYou may have to pay Income Tax at a higher rate if you take a large amount from a private pension. You may also owe extra tax at the end of the tax year.").
:- sentence(0, 3, 18).
:- sentence(1, 20, 118).
:- sentence(2, 119, 173).

:- dynamic take_large_amount_from_private_pension/1.
:- ask(take_large_amount_from_private_pension, bool, "Do you take a large amount from a private pension?", "you take a large amount from a private pension", 1).
:- claim(may_have_to_pay_income_tax_at_higher, "you may have to pay Income Tax at a higher rate", 1).
:- claim(may_owe_extra_tax_at_end_of_tax, "you may owe extra tax at the end of the tax year", 2).

% You may have to pay Income Tax at a higher rate if you take a large amount from a private pension.
:- from(1).
may_have_to_pay_income_tax_at_higher :-
    take_large_amount_from_private_pension(true).

% You may also owe extra tax at the end of the tax year.
:- from(2).
may_owe_extra_tax_at_end_of_tax :-
    true.

%%% 260-115a9a4c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('260-115a9a4c-0').
:- text("## How you’re paid\n\nUsually, you’re paid from the date of your claim up to the end of the tax year (5 April).").
:- sentence(0, 3, 18).
:- sentence(1, 20, 109).

:- claim(are_paid_from_date_of_your_claim_up, "you are paid from the date of your claim up to the end of the tax year (5 April)", 1).

% Usually, you’re paid from the date of your claim up to the end of the tax year (5 April).
:- from(1).
are_paid_from_date_of_your_claim_up :-
    true.

%%% 261-3f9d4181-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('261-3f9d4181-0').
:- text("### Who can sponsor you\n\nYou can only apply to extend your leave to study if your current sponsor is:\n\n* a higher education institute (HEI)\n* an overseas HEI\n* an embedded college offering pathway courses\n* an independent school").
:- sentence(0, 4, 23).
:- sentence(1, 25, 101).
:- sentence(2, 105, 139).
:- sentence(3, 142, 157).
:- sentence(4, 160, 204).
:- sentence(5, 207, 228).

:- dynamic current_sponsor_is_higher_education_institute_hei/1.
:- ask(current_sponsor_is_higher_education_institute_hei, bool, "Is your current sponsor a higher education institute (HEI)?", "your current sponsor is a higher education institute (HEI)", 2).
:- dynamic current_sponsor_is_overseas_hei/1.
:- ask(current_sponsor_is_overseas_hei, bool, "Is your current sponsor an overseas HEI?", "your current sponsor is an overseas HEI", 3).
:- dynamic current_sponsor_is_embedded_college_offering_pathway_courses/1.
:- ask(current_sponsor_is_embedded_college_offering_pathway_courses, bool, "Is your current sponsor an embedded college offering pathway courses?", "your current sponsor is an embedded college offering pathway courses", 4).
:- dynamic current_sponsor_is_independent_school/1.
:- ask(current_sponsor_is_independent_school, bool, "Is your current sponsor an independent school?", "your current sponsor is an independent school", 5).
:- dynamic current_sponsor_is_higher_education_institute_hei_overseas/1.
:- ask(current_sponsor_is_higher_education_institute_hei_overseas, bool, "Is your current sponsor a higher education institute (HEI), an overseas HEI, an embedded college offering pathway courses or an independent school?", "your current sponsor is a higher education institute (HEI), an overseas HEI, an embedded college offering pathway courses or an independent school", 1).
:- claim(can_apply_to_extend_your_leave_to_study, "you can apply to extend your leave to study", 1).

% You can only apply to extend your leave to study if your current sponsor is:
:- from(1).
can_apply_to_extend_your_leave_to_study :-
    group(current_sponsor_is_higher_education_institute_hei_overseas(true), (current_sponsor_is_higher_education_institute_hei(true) ; current_sponsor_is_overseas_hei(true) ; current_sponsor_is_embedded_college_offering_pathway_courses(true) ; current_sponsor_is_independent_school(true))).

%%% 262-3dc1fbbd-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('262-3dc1fbbd-0').
:- text("## Benefit fraud\n\nYou’re committing benefit fraud if you:\n\n* don’t tell the office that pays your benefit you’re going abroad, even if it’s just for a visit\n* deliberately don’t report a change in your circumstances while abroad, like buying a property, working, or claiming a pension or benefit from another country\n* are dishonest in order to get benefits, like continuing to claim the pension or benefit of someone who has died overseas").
:- sentence(0, 3, 16).
:- sentence(1, 18, 57).
:- sentence(2, 61, 156).
:- sentence(3, 159, 316).
:- sentence(4, 319, 439).

:- dynamic tell_office_that_pays_your_benefit_you_are/1.
:- ask(tell_office_that_pays_your_benefit_you_are, bool, "Do you tell the office that pays your benefit you are going abroad?", "you tell the office that pays your benefit you are going abroad", 2).
:- dynamic deliberately_report_change_in_your_circumstances_while_abroad/1.
:- ask(deliberately_report_change_in_your_circumstances_while_abroad, bool, "Do you deliberately report a change in your circumstances while abroad, like buying a property, working, or claiming a pension or benefit from another country?", "you deliberately report a change in your circumstances while abroad, like buying a property, working, or claiming a pension or benefit from another country", 3).
:- dynamic are_dishonest_in_order_to_get_benefits_like/1.
:- ask(are_dishonest_in_order_to_get_benefits_like, bool, "Are you dishonest in order to get benefits, like continuing to claim the pension or benefit of someone who has died overseas?", "you are dishonest in order to get benefits, like continuing to claim the pension or benefit of someone who has died overseas", 4).
:- claim(are_committing_benefit_fraud, "you are committing benefit fraud", 1).

% You’re committing benefit fraud if you:
:- from(1).
are_committing_benefit_fraud :-
    (tell_office_that_pays_your_benefit_you_are(false) ; deliberately_report_change_in_your_circumstances_while_abroad(false) ; are_dishonest_in_order_to_get_benefits_like(true)).

%%% 263-161e27b2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('263-161e27b2-0').
:- text("## If your course starts on or after 1 August 2016\n\nYou must be 19 or older on the first day of your course.").
:- sentence(0, 3, 50).
:- sentence(1, 52, 108).

:- dynamic age_on_first_day_of_your_course/1.
:- ask(age_on_first_day_of_your_course, number("years"), "How old are you on the first day of your course?", "your age on the first day of your course", 1).
:- comparison(age_on_first_day_of_your_course >= 19, "Are you 19 or older on the first day of your course?", 1).
:- claim(meet_conditions_if_your_course_starts_on_or, "you meet the conditions (If your course starts on or after 1 August 2016)", 1).

% You must be 19 or older on the first day of your course.
:- from(1).
meet_conditions_if_your_course_starts_on_or_requirement_1 :-
    age_on_first_day_of_your_course(AgeOnFirstDayOfYourCourse),
    AgeOnFirstDayOfYourCourse >= 19.
meet_conditions_if_your_course_starts_on_or :-
    meet_conditions_if_your_course_starts_on_or_requirement_1.

%%% 264-56ae7230-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('264-56ae7230-0').
:- text("## Losing benefits if you’re convicted of benefit fraud\n\nYour benefits can be reduced or stopped for up to 3 years if you’re convicted of benefit fraud. The amount of time they’re stopped for depends on how many times you’ve committed fraud.").
:- sentence(0, 3, 55).
:- sentence(1, 57, 152).
:- sentence(2, 153, 241).

:- dynamic are_convicted_of_benefit_fraud/1.
:- ask(are_convicted_of_benefit_fraud, bool, "Are you convicted of benefit fraud?", "you are convicted of benefit fraud", 1).
:- claim(benefits_can_be_reduced_or_stopped_for_up, "your benefits can be reduced or stopped for up to 3 years", 1).
:- claim(amount_of_time_they_are_stopped_for_depends, "the amount of time they are stopped for depends on how many times you have committed fraud (Losing benefits if you’re convicted of benefit fraud)", 2).

% Your benefits can be reduced or stopped for up to 3 years if you’re convicted of benefit fraud.
:- from(1).
benefits_can_be_reduced_or_stopped_for_up :-
    are_convicted_of_benefit_fraud(true).

% The amount of time they’re stopped for depends on how many times you’ve committed fraud.
:- from(2).
amount_of_time_they_are_stopped_for_depends :-
    true.

%%% 265-a666d28e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('265-a666d28e-0').
:- text("In order to qualify for this benefit program, you must be an operator of record in Farm Service Agency (FSA) record system unless an exception is granted. Eligible lands include cropland, grassland, prairie land, pastureland, rangeland, nonindustrial private forest land, and agricultural land under the jurisdiction of an Indian tribe. Applicants may include individuals, legal entities, joint operations, or Indian tribes.").
:- sentence(0, 0, 154).
:- sentence(1, 155, 336).
:- sentence(2, 337, 424).

:- dynamic are_operator_of_record_in_farm_service_agency/1.
:- ask(are_operator_of_record_in_farm_service_agency, bool, "Are you an operator of record in Farm Service Agency (FSA) record system?", "you are an operator of record in Farm Service Agency (FSA) record system", 0).
:- dynamic exception_is_granted/1.
:- ask(exception_is_granted, bool, "Is an exception granted?", "an exception is granted", 0).
:- dynamic land_is_cropland/1.
:- ask(land_is_cropland, bool, "Is the land cropland?", "the land is cropland", 1).
:- dynamic land_is_grassland/1.
:- ask(land_is_grassland, bool, "Is the land grassland?", "the land is grassland", 1).
:- dynamic land_is_prairie_land/1.
:- ask(land_is_prairie_land, bool, "Is the land prairie land?", "the land is prairie land", 1).
:- dynamic land_is_pastureland/1.
:- ask(land_is_pastureland, bool, "Is the land pastureland?", "the land is pastureland", 1).
:- dynamic land_is_rangeland/1.
:- ask(land_is_rangeland, bool, "Is the land rangeland?", "the land is rangeland", 1).
:- dynamic land_is_nonindustrial_private_forest_land/1.
:- ask(land_is_nonindustrial_private_forest_land, bool, "Is the land nonindustrial private forest land?", "the land is nonindustrial private forest land", 1).
:- dynamic land_is_agricultural_land_under_jurisdiction_of_indian/1.
:- ask(land_is_agricultural_land_under_jurisdiction_of_indian, bool, "Is the land agricultural land under the jurisdiction of an Indian tribe?", "the land is agricultural land under the jurisdiction of an Indian tribe", 1).
:- dynamic are_individual/1.
:- ask(are_individual, bool, "Are you an individual?", "you are an individual", 2).
:- dynamic are_legal_entity/1.
:- ask(are_legal_entity, bool, "Are you a legal entity?", "you are a legal entity", 2).
:- dynamic are_joint_operation/1.
:- ask(are_joint_operation, bool, "Are you a joint operation?", "you are a joint operation", 2).
:- dynamic are_indian_tribe/1.
:- ask(are_indian_tribe, bool, "Are you an Indian tribe?", "you are an Indian tribe", 2).
:- claim(can_qualify_for_this_benefit_program, "you can qualify for this benefit program", 0).
:- claim(it_is_eligible_land, "it is an eligible land", 1).
:- claim(can_be_applicant, "you can be an applicant", 2).

% In order to qualify for this benefit program, you must be an operator of record in Farm Service Agency (FSA) record system unless an exception is granted.
:- from(0).
can_qualify_for_this_benefit_program :-
    (are_operator_of_record_in_farm_service_agency(true) ; exception_is_granted(true)).

% Eligible lands include cropland, grassland, prairie land, pastureland, rangeland, nonindustrial private forest land, and agricultural land under the jurisdiction of an Indian tribe.
:- from(1).
it_is_eligible_land :-
    (land_is_cropland(true) ; land_is_grassland(true) ; land_is_prairie_land(true) ; land_is_pastureland(true) ; land_is_rangeland(true) ; land_is_nonindustrial_private_forest_land(true) ; land_is_agricultural_land_under_jurisdiction_of_indian(true)).

% Applicants may include individuals, legal entities, joint operations, or Indian tribes.
:- from(2).
can_be_applicant :-
    (are_individual(true) ; are_legal_entity(true) ; are_joint_operation(true) ; are_indian_tribe(true)).

%%% 266-af6e1e1c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('266-af6e1e1c-0').
:- text("Veterans Affairs (VA) must receive an application for payment of Gratuitous S-DVI (ARH) within two years from the date of the Veteran's death.").
:- sentence(0, 0, 142).

:- dynamic it_is_within_two_years_from_date_of/1.
:- ask(it_is_within_two_years_from_date_of, bool, "Is it within two years from the date of the Veteran's death?", "it is within two years from the date of the Veteran's death", 0).
:- claim(veterans_affairs_va_can_receive_application_for_payment, "Veterans Affairs (VA) can receive an application for payment of Gratuitous S-DVI (ARH)", 0).

% Veterans Affairs (VA) must receive an application for payment of Gratuitous S-DVI (ARH) within two years from the date of the Veteran's death.
:- from(0).
veterans_affairs_va_can_receive_application_for_payment :-
    it_is_within_two_years_from_date_of(true).

%%% 267-817508bf-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('267-817508bf-0').
:- text("#  2. Eligibility\n\nYou qualify for a Winter Fuel Payment if both the following apply:\n\n* you were born on or before 5 August 1953\n* you’ll be living in the UK for at least one day during the week of 18 to 24 September 2017 - this is called the ‘qualifying week’").
:- sentence(0, 3, 17).
:- sentence(1, 19, 85).
:- sentence(2, 89, 129).
:- sentence(3, 132, 261).

:- dynamic were_born_on_or_before_5_august_1953/1.
:- ask(were_born_on_or_before_5_august_1953, bool, "Were you born on or before 5 August 1953?", "you were born on or before 5 August 1953", 2).
:- dynamic will_be_living_in_uk_for_at_least/1.
:- ask(will_be_living_in_uk_for_at_least, bool, "Will you be living in the UK for at least one day during the week of 18 to 24 September 2017?", "you will be living in the UK for at least one day during the week of 18 to 24 September 2017", 3).
:- claim(qualify_for_winter_fuel_payment, "you qualify for a Winter Fuel Payment", 1).

% You qualify for a Winter Fuel Payment if both the following apply:
:- from(1).
qualify_for_winter_fuel_payment :-
    were_born_on_or_before_5_august_1953(true),
    will_be_living_in_uk_for_at_least(true).

%%% 268-1e3de535-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('268-1e3de535-0').
:- text("## Market value\n\nIn some situations you should use the market value of the property when working out your gain. Do this if:\n\n* it was a gift (there are different rules if it was to your spouse, civil partner or a charity)\n* you sold it for less than it was worth to help the buyer\n* you inherited it (and don’t know the Inheritance Tax value)\n* you owned it before April 1982").
:- sentence(0, 3, 15).
:- sentence(1, 17, 111).
:- sentence(2, 112, 123).
:- sentence(3, 127, 221).
:- sentence(4, 224, 280).
:- sentence(5, 283, 342).
:- sentence(6, 345, 375).

:- dynamic it_was_gift_there_are_different_rules_if/1.
:- ask(it_was_gift_there_are_different_rules_if, bool, "Was it a gift (there are different rules if it was to your spouse, civil partner or a charity)?", "it was a gift (there are different rules if it was to your spouse, civil partner or a charity)", 3).
:- dynamic sold_it_for_less_than_it_was_worth/1.
:- ask(sold_it_for_less_than_it_was_worth, bool, "Did you sell it for less than it was worth to help the buyer?", "you sold it for less than it was worth to help the buyer", 4).
:- dynamic inherited_it_and_do_not_know_inheritance_tax/1.
:- ask(inherited_it_and_do_not_know_inheritance_tax, bool, "Did you inherit it (and don't know the Inheritance Tax value)?", "you inherited it (and don't know the Inheritance Tax value)", 5).
:- dynamic owned_it_before_april_1982/1.
:- ask(owned_it_before_april_1982, bool, "Did you own it before April 1982?", "you owned it before April 1982", 6).
:- claim(do_this, "you should do this (Market value)", 2).

% Do this if:
:- from(2).
do_this :-
    (it_was_gift_there_are_different_rules_if(true) ; sold_it_for_less_than_it_was_worth(true) ; inherited_it_and_do_not_know_inheritance_tax(true) ; owned_it_before_april_1982(true)).

%%% 269-2958501b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('269-2958501b-0').
:- text("## What you can't claim using your Medicare online account\n\nAlthough you may have a claim for an eligible item, you can't claim online if:\n\n* the item is for a service provided to someone who isn't on your Medicare card\n* the item is for a service provided more than 2 years ago\n* the item is for a service provided by a hospital or approved day facility inpatient\n* you've been bulk billed for the item or had the claim submitted at your doctor's surgery on your behalf").
:- sentence(0, 3, 58).
:- sentence(1, 60, 138).
:- sentence(2, 142, 219).
:- sentence(3, 222, 278).
:- sentence(4, 281, 364).
:- sentence(5, 367, 470).

:- dynamic item_is_for_service_provided_to_someone_who/1.
:- ask(item_is_for_service_provided_to_someone_who, bool, "Is the item for a service provided to someone who isn't on your Medicare card?", "the item is for a service provided to someone who isn't on your Medicare card", 2).
:- dynamic item_is_for_service_provided_more_than_2/1.
:- ask(item_is_for_service_provided_more_than_2, bool, "Is the item for a service provided more than 2 years ago?", "the item is for a service provided more than 2 years ago", 3).
:- dynamic item_is_for_service_provided_by_hospital_or/1.
:- ask(item_is_for_service_provided_by_hospital_or, bool, "Is the item for a service provided by a hospital or approved day facility inpatient?", "the item is for a service provided by a hospital or approved day facility inpatient", 4).
:- dynamic have_been_bulk_billed_for_item_or_had/1.
:- ask(have_been_bulk_billed_for_item_or_had, bool, "Have you been bulk billed for the item or had the claim submitted at your doctor's surgery on your behalf?", "you have been bulk billed for the item or had the claim submitted at your doctor's surgery on your behalf", 5).
:- claim(although_you_may_have_claim_for_eligible_item, "although you may have a claim for an eligible item, you can claim online", 1).
:- claim(not_although_you_may_have_claim_for_eligible_item, "although you may not have a claim for an eligible item, you can claim online", 1).

% Although you may have a claim for an eligible item, you can't claim online if:
:- from(1).
not_although_you_may_have_claim_for_eligible_item :-
    (item_is_for_service_provided_to_someone_who(true) ; item_is_for_service_provided_more_than_2(true) ; item_is_for_service_provided_by_hospital_or(true) ; have_been_bulk_billed_for_item_or_had(true)).
although_you_may_have_claim_for_eligible_item :-
    \+ not_although_you_may_have_claim_for_eligible_item.

%%% 270-7b2496f0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('270-7b2496f0-0').
:- text("## North Korea\n\nThe banned luxury goods for North Korea are:\n\n* equipment for skiing, golf, diving and water sports\n* equipment for gaming like billiards, automatic bowling, casino games and slot machines").
:- sentence(0, 3, 14).
:- sentence(1, 16, 60).
:- sentence(2, 64, 115).
:- sentence(3, 118, 204).

:- dynamic it_is_equipment_for_skiing_golf_diving_and/1.
:- ask(it_is_equipment_for_skiing_golf_diving_and, bool, "Is it equipment for skiing, golf, diving and water sports?", "it is equipment for skiing, golf, diving and water sports", 2).
:- dynamic it_is_equipment_for_gaming_like_billiards_automatic/1.
:- ask(it_is_equipment_for_gaming_like_billiards_automatic, bool, "Is it equipment for gaming like billiards, automatic bowling, casino games and slot machines?", "it is equipment for gaming like billiards, automatic bowling, casino games and slot machines", 3).
:- dynamic it_is_equipment_for_skiing_golf_diving_and_2/1.
:- ask(it_is_equipment_for_skiing_golf_diving_and_2, bool, "Is it equipment for skiing, golf, diving and water sports or gaming like billiards, automatic bowling, casino games and slot machines?", "it is equipment for skiing, golf, diving and water sports or gaming like billiards, automatic bowling, casino games and slot machines", 1).
:- claim(it_is_one_of_allowed_luxury_goods_for, "it is one of the allowed luxury goods for North Korea", 1).
:- claim(not_it_is_one_of_allowed_luxury_goods_for, "it is not one of the allowed luxury goods for North Korea", 1).

% The banned luxury goods for North Korea are:
:- from(1).
not_it_is_one_of_allowed_luxury_goods_for :-
    group(it_is_equipment_for_skiing_golf_diving_and_2(true), (it_is_equipment_for_skiing_golf_diving_and(true) ; it_is_equipment_for_gaming_like_billiards_automatic(true))).
it_is_one_of_allowed_luxury_goods_for :-
    \+ not_it_is_one_of_allowed_luxury_goods_for.

%%% 271-7d901999-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('271-7d901999-0').
:- text("## Discretionary bursary\n\nAsk student services about their criteria and any evidence you’ll need.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 97).

:- claim(describes_discretionary_bursary, "Discretionary bursary", 0).

% Discretionary bursary
:- from(0).
describes_discretionary_bursary.

%%% 272-e755468c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('272-e755468c-0').
:- text("### Apply for a certificate of free sale\n\nIt’s free to apply and the certificates don’t expire (unless the country you’re exporting to specifies a time limit).").
:- sentence(0, 4, 40).
:- sentence(1, 42, 159).

:- dynamic country_you_are_exporting_to_specifies_time_limit/1.
:- ask(country_you_are_exporting_to_specifies_time_limit, bool, "Is it the country you are exporting to specifies a time limit?", "the country you are exporting to specifies a time limit", 1).
:- claim(certificates_expire, "the certificates expire", 1).
:- claim(not_certificates_expire, "the certificates do not expire", 1).

% It’s free to apply and the certificates don’t expire (unless the country you’re exporting to specifies a time limit).
:- from(1).
not_certificates_expire :-
    \+ country_you_are_exporting_to_specifies_time_limit(true).
certificates_expire :-
    \+ not_certificates_expire.

%%% 273-573d1a41-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('273-573d1a41-0').
:- text("#  2. Eligibility\n\n*[CAS]: confirmation of acceptance for studies").
:- sentence(0, 3, 17).
:- sentence(1, 19, 65).

:- claim(describes_eligibility, "2. Eligibility", 0).

% 2. Eligibility
:- from(0).
describes_eligibility.

%%% 274-88f82ddc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('274-88f82ddc-0').
:- text("### Your obligations\n\nBusinesses that use Centrepay need to:\n\n* notify us of any changes to your Business or the goods and services you provide\n* keep records of your customer’s Centrepay payments for up to 2 years and storing them securely\n* have other payment methods to give your customers options on how they want to pay for goods and services. It’s their choice to use Centrepay or not\n* not pass on the transaction fee to a customer and make sure the full amount of the transaction fee is covered by your Business").
:- sentence(0, 4, 20).
:- sentence(1, 22, 60).
:- sentence(2, 64, 143).
:- sentence(3, 146, 240).
:- sentence(4, 243, 390).
:- sentence(5, 393, 519).

:- dynamic notify_us_of_any_changes_to_your_business/1.
:- ask(notify_us_of_any_changes_to_your_business, bool, "Do you notify us of any changes to your Business or the goods and services you provide?", "you notify us of any changes to your Business or the goods and services you provide", 2).
:- dynamic keep_records_of_your_customers_centrepay_payments_for/1.
:- ask(keep_records_of_your_customers_centrepay_payments_for, bool, "Do you keep records of your customer's Centrepay payments for up to 2 years and storing them securely?", "you keep records of your customer's Centrepay payments for up to 2 years and storing them securely", 3).
:- dynamic have_other_payment_methods_to_give_your_customers/1.
:- ask(have_other_payment_methods_to_give_your_customers, bool, "Do you have other payment methods to give your customers options on how they want to pay for goods and services?", "you have other payment methods to give your customers options on how they want to pay for goods and services", 4).
:- dynamic pass_on_transaction_fee_to_customer_and_make/1.
:- ask(pass_on_transaction_fee_to_customer_and_make, bool, "Do you pass on the transaction fee to a customer and make sure the full amount of the transaction fee is not covered by your Business?", "you pass on the transaction fee to a customer and make sure the full amount of the transaction fee is not covered by your Business", 5).
:- claim(can_use_centrepay, "you can use Centrepay", 1).

% Businesses that use Centrepay need to:
:- from(1).
can_use_centrepay :-
    notify_us_of_any_changes_to_your_business(true),
    keep_records_of_your_customers_centrepay_payments_for(true),
    have_other_payment_methods_to_give_your_customers(true),
    pass_on_transaction_fee_to_customer_and_make(true).

%%% 275-d6585003-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('275-d6585003-0').
:- text("The maximum length of the loan is 25 years for real estate and seven years for working capital. The maximum loan amount is $2 million.").
:- sentence(0, 0, 95).
:- sentence(1, 96, 134).

:- dynamic loan_is_for_real_estate/1.
:- ask(loan_is_for_real_estate, bool, "Is the loan for real estate?", "the loan is for real estate", 0).
:- dynamic need_loan_for_years/1.
:- ask(need_loan_for_years, number("years"), "How many years do you need the loan for?", "the number of years you need the loan for", 0).
:- comparison(need_loan_for_years > 25, "Do you need the loan for more than 25 years?", 0).
:- dynamic loan_is_for_working_capital/1.
:- ask(loan_is_for_working_capital, bool, "Is the loan for working capital?", "the loan is for working capital", 0).
:- dynamic need_loan_for_more_than_seven_years/1.
:- ask(need_loan_for_more_than_seven_years, bool, "Do you need the loan for more than seven years?", "you need the loan for more than seven years", 0).
:- dynamic need_loan_of_amount/1.
:- ask(need_loan_of_amount, number("$"), "How large a loan do you need?", "the loan you need", 1).
:- comparison(need_loan_of_amount > 2000000, "Do you need a loan of more than $2 million?", 1).
:- claim(can_get_loan, "you can get the loan", 0).

% The maximum length of the loan is 25 years for real estate and seven years for working capital.
:- from(0).
can_get_loan_requirement_1 :-
    (loan_is_for_real_estate(true), \+ (need_loan_for_years(NeedLoanForYears), NeedLoanForYears > 25) ; loan_is_for_working_capital(true), need_loan_for_more_than_seven_years(false)).

% The maximum loan amount is $2 million.
:- from(1).
can_get_loan_requirement_2 :-
    \+ (need_loan_of_amount(NeedLoanOfAmount), NeedLoanOfAmount > 2000000).

% The maximum length of the loan is 25 years for real estate and seven years for working capital.
:- from(0).
can_get_loan :-
    can_get_loan_requirement_1,
    can_get_loan_requirement_2.

%%% 276-f5fd121d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('276-f5fd121d-0').
:- text("Borrowers must qualify for a home purchase or refinance under FHA's minimum credit requirements. The energy-efficient improvements must be cost-effective, meaning that the total cost of the improvements must be less than the energy saved over the expected life of the improvements.").
:- sentence(0, 0, 96).
:- sentence(1, 97, 281).

:- dynamic energy_efficient_improvements_are_cost_effective_meaning_that/1.
:- ask(energy_efficient_improvements_are_cost_effective_meaning_that, bool, "Are the energy-efficient improvements cost-effective, meaning that the total cost of the improvements must be less than the energy saved over the expected life of the improvements?", "the energy-efficient improvements are cost-effective, meaning that the total cost of the improvements must be less than the energy saved over the expected life of the improvements", 1).
:- dynamic are_borrower/1.
:- ask(are_borrower, bool, "Are you a borrower?", "you are a borrower", 0).
:- claim(must_qualify_for_home_purchase_or_refinance_under, "you must qualify for a home purchase or refinance under FHA's minimum credit requirements", 0).

% The energy-efficient improvements must be cost-effective, meaning that the total cost of the improvements must be less than the energy saved over the expected life of the improvements.
:- from(1).
must_qualify_for_home_purchase_or_refinance_under_requirement_1 :-
    energy_efficient_improvements_are_cost_effective_meaning_that(true).

% Borrowers must qualify for a home purchase or refinance under FHA's minimum credit requirements.
:- from(0).
must_qualify_for_home_purchase_or_refinance_under :-
    are_borrower(true),
    must_qualify_for_home_purchase_or_refinance_under_requirement_1.

%%% 277-c6652922-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('277-c6652922-0').
:- text("### If you export the same type of product again\n\nYou can use the same certificate if your EHC number is still up to date. Check you have the most recent version in the latest  EHC list (PDF, 299KB, 70 pages)  . If you don’t, contact the APHA Centre for International Trade Carlisle.").
:- sentence(0, 4, 48).
:- sentence(1, 50, 122).
:- sentence(2, 123, 211).
:- sentence(3, 212, 283).

:- dynamic ehc_number_is_still_up_to_date/1.
:- ask(ehc_number_is_still_up_to_date, bool, "Is your EHC number still up to date?", "your EHC number is still up to date", 1).
:- dynamic have_most_recent_version_in_latest_ehc_list/1.
:- ask(have_most_recent_version_in_latest_ehc_list, bool, "Do you have the most recent version in the latest EHC list?", "you have the most recent version in the latest EHC list", 3).
:- claim(can_use_same_certificate, "you can use the same certificate", 1).
:- claim(contact_apha_centre_for_international_trade_carlisle, "you should contact the APHA Centre for International Trade Carlisle", 3).

% You can use the same certificate if your EHC number is still up to date.
:- from(1).
can_use_same_certificate :-
    ehc_number_is_still_up_to_date(true).

% If you don’t, contact the APHA Centre for International Trade Carlisle.
:- from(3).
contact_apha_centre_for_international_trade_carlisle :-
    have_most_recent_version_in_latest_ehc_list(false).

%%% 278-ecf74fb9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('278-ecf74fb9-0').
:- text("# Independent Contractor Defined\n\nIf an employer-employee relationship exists (regardless of what the relationship is called), you are not an independent contractor and your earnings are generally not subject to Self-Employment Tax.").
:- sentence(0, 2, 32).
:- sentence(1, 34, 232).

:- dynamic employer_employee_relationship_exists/1.
:- ask(employer_employee_relationship_exists, bool, "Does an employer-employee relationship exist?", "an employer-employee relationship exists", 1).
:- claim(are_independent_contractor_and_your_earnings_are_not, "you are an independent contractor and your earnings are not subject to Self-Employment Tax", 1).
:- claim(not_are_independent_contractor_and_your_earnings_are_not, "you are not an independent contractor and your earnings are not subject to Self-Employment Tax", 1).

% If an employer-employee relationship exists (regardless of what the relationship is called), you are not an independent contractor and your earnings are generally not subject to Self-Employment Tax.
:- from(1).
not_are_independent_contractor_and_your_earnings_are_not :-
    employer_employee_relationship_exists(true).
are_independent_contractor_and_your_earnings_are_not :-
    \+ not_are_independent_contractor_and_your_earnings_are_not.

%%% 279-c09ebde1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('279-c09ebde1-0').
:- text("#  6. Purchases made before registration\n\nThere’s a time limit for backdating claims for VAT paid before registration. From your date of registration the time limit is:\n\n* 4 years for goods you still have, or that were used to make other goods you still have\n* 6 months for services").
:- sentence(0, 3, 40).
:- sentence(1, 42, 118).
:- sentence(2, 119, 168).
:- sentence(3, 172, 258).
:- sentence(4, 261, 282).

:- dynamic c_4_years_for_goods_you_still_have_or/1.
:- ask(c_4_years_for_goods_you_still_have_or, bool, "Were that 4 years for goods you still have, or used to make other goods you still have?", "4 years for goods you still have, or that were used to make other goods you still have", 3).
:- dynamic c_6_months_for_services/1.
:- ask(c_6_months_for_services, bool, "Is it 6 months for services?", "6 months for services", 4).
:- claim(from_your_date_of_registration_time_limit_is, "from your date of registration the time limit is", 2).
:- claim(theres_time_limit_for_backdating_claims_for_vat, "there's a time limit for backdating claims for VAT paid before registration", 1).

% From your date of registration the time limit is:
:- from(2).
from_your_date_of_registration_time_limit_is :-
    (c_4_years_for_goods_you_still_have_or(true) ; c_6_months_for_services(true)).

% There’s a time limit for backdating claims for VAT paid before registration.
:- from(1).
theres_time_limit_for_backdating_claims_for_vat :-
    true.

%%% 280-f10f28ab-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('280-f10f28ab-0').
:- text("3. Noncommercial airports; land; open to the public.  Noncommercial airports and land airports open to the public shall meet the following minimum requirements.\n* There shall be a wind direction indicator consisting of either a wind sock, tetrahedron or wind tee located adjacent to the landing area.\n* Land airports without paved runways must have the boundaries of the usable landing area defined with clearly visible markers painted white.").
:- sentence(0, 3, 160).
:- sentence(1, 163, 300).
:- sentence(2, 303, 442).

:- dynamic it_is_noncommercial_airport_land_open_to_public/1.
:- ask(it_is_noncommercial_airport_land_open_to_public, bool, "Is it a noncommercial airport; land; open to the public?", "it is a noncommercial airport; land; open to the public", 0).
:- dynamic noncommercial_airports_and_land_airports_open_to_public/1.
:- ask(noncommercial_airports_and_land_airports_open_to_public, bool, "Do noncommercial airports and land airports open to the public meet the following minimum requirements?", "noncommercial airports and land airports open to the public meet the following minimum requirements", 0).
:- dynamic there_is_wind_direction_indicator_consisting_of_either/1.
:- ask(there_is_wind_direction_indicator_consisting_of_either, bool, "Is there a wind direction indicator consisting of either a wind sock, tetrahedron or wind tee located adjacent to the landing area?", "there is a wind direction indicator consisting of either a wind sock, tetrahedron or wind tee located adjacent to the landing area", 1).
:- dynamic land_airports_without_paved_runways_have_boundaries_of/1.
:- ask(land_airports_without_paved_runways_have_boundaries_of, bool, "Do land airports without paved runways have the boundaries of the usable landing area defined with clearly visible markers painted white?", "land airports without paved runways have the boundaries of the usable landing area defined with clearly visible markers painted white", 2).
:- claim(meet_conditions, "you meet the conditions", 0).

% Noncommercial airports; land; open to the public. Noncommercial airports and land airports open to the public shall meet the following minimum requirements.
:- from(0).
meet_conditions :-
    it_is_noncommercial_airport_land_open_to_public(true),
    noncommercial_airports_and_land_airports_open_to_public(true),
    there_is_wind_direction_indicator_consisting_of_either(true),
    land_airports_without_paved_runways_have_boundaries_of(true).

%%% 281-ae0de705-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('281-ae0de705-0').
:- text("## When you can get tax relief\n\nTax relief applies to pension contributions, charity donations, maintenance payments and time spent working on a ship outside the UK.").
:- sentence(0, 3, 30).
:- sentence(1, 32, 165).

:- dynamic it_is_pension_contribution/1.
:- ask(it_is_pension_contribution, bool, "Is it a pension contribution?", "it is a pension contribution", 1).
:- dynamic it_is_charity_donation/1.
:- ask(it_is_charity_donation, bool, "Is it a charity donation?", "it is a charity donation", 1).
:- dynamic it_is_maintenance_payment/1.
:- ask(it_is_maintenance_payment, bool, "Is it a maintenance payment?", "it is a maintenance payment", 1).
:- dynamic it_is_time_spent_working_on_ship_outside/1.
:- ask(it_is_time_spent_working_on_ship_outside, bool, "Is it time spent working on a ship outside the UK?", "it is time spent working on a ship outside the UK", 1).
:- claim(tax_relief_applies_to_it, "tax relief applies to it (When you can get tax relief)", 1).

% Tax relief applies to pension contributions, charity donations, maintenance payments and time spent working on a ship outside the UK.
:- from(1).
tax_relief_applies_to_it :-
    (it_is_pension_contribution(true) ; it_is_charity_donation(true) ; it_is_maintenance_payment(true) ; it_is_time_spent_working_on_ship_outside(true)).

%%% 282-ea643e99-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('282-ea643e99-0').
:- text("Motorways. Pedestrians MUST NOT be on motorways or slip roads except in an emergency (see Rule 271 and Rule 275).").
:- sentence(0, 0, 10).
:- sentence(1, 11, 113).

:- dynamic are_pedestrian/1.
:- ask(are_pedestrian, bool, "Are you a pedestrian?", "you are a pedestrian", 1).
:- dynamic it_is_emergency/1.
:- ask(it_is_emergency, bool, "Is it an emergency?", "it is an emergency", 1).
:- claim(can_be_on_motorways_or_slip_roads, "you can be on motorways or slip roads", 1).
:- claim(not_can_be_on_motorways_or_slip_roads, "you can not be on motorways or slip roads", 1).

% Pedestrians MUST NOT be on motorways or slip roads except in an emergency (see Rule 271 and Rule 275).
:- from(1).
not_can_be_on_motorways_or_slip_roads :-
    are_pedestrian(true),
    \+ it_is_emergency(true).
can_be_on_motorways_or_slip_roads :-
    \+ not_can_be_on_motorways_or_slip_roads.

%%% 283-ba97872f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('283-ba97872f-0').
:- text("#  1. Overview\n\nIf you’re eligible but don’t get paid automatically, you’ll need to make a claim.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 97).

:- dynamic get_paid_automatically/1.
:- ask(get_paid_automatically, bool, "Do you get paid automatically?", "you get paid automatically", 1).
:- claim(will_need_to_make_claim, "you will need to make a claim", 1).

% If you’re eligible but don’t get paid automatically, you’ll need to make a claim.
:- from(1).
will_need_to_make_claim :-
    get_paid_automatically(false).

%%% 284-5a0f245a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('284-5a0f245a-0').
:- text("# Medical Marijuana\n\nHealthcare practitioners who are allowed to authorize the use of marijuana for medicinal purposes must complete a Washington State Department of Health Medical Marijuana Authorization form.").
:- sentence(0, 2, 19).
:- sentence(1, 21, 210).

:- dynamic are_healthcare_practitioner/1.
:- ask(are_healthcare_practitioner, bool, "Are you a Healthcare practitioner?", "you are a Healthcare practitioner", 1).
:- dynamic are_allowed_to_authorize_use_of_marijuana_for/1.
:- ask(are_allowed_to_authorize_use_of_marijuana_for, bool, "Are you allowed to authorize the use of marijuana for medicinal purposes?", "you are allowed to authorize the use of marijuana for medicinal purposes", 1).
:- claim(must_complete_washington_state_department_of_health_medical, "you must complete a Washington State Department of Health Medical Marijuana Authorization form", 1).

% Healthcare practitioners who are allowed to authorize the use of marijuana for medicinal purposes must complete a Washington State Department of Health Medical Marijuana Authorization form.
:- from(1).
must_complete_washington_state_department_of_health_medical :-
    are_healthcare_practitioner(true),
    are_allowed_to_authorize_use_of_marijuana_for(true).

%%% 285-7dbbd5ba-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('285-7dbbd5ba-0').
:- text("#  2. Eligibility\n\nYou must have:\n\n* an unconditional offer of a place on a course with a licensed Tier 4 sponsor\n* enough money to support yourself and pay for your course - the amount will vary depending on your circumstances").
:- sentence(0, 3, 17).
:- sentence(1, 19, 33).
:- sentence(2, 37, 113).
:- sentence(3, 116, 227).

:- dynamic have_unconditional_offer_of_place_on_course_with/1.
:- ask(have_unconditional_offer_of_place_on_course_with, bool, "Do you have an unconditional offer of a place on a course with a licensed Tier 4 sponsor?", "you have an unconditional offer of a place on a course with a licensed Tier 4 sponsor", 2).
:- dynamic have_enough_money_to_support_yourself_and_pay/1.
:- ask(have_enough_money_to_support_yourself_and_pay, bool, "Do you have enough money to support yourself and pay for your course?", "you have enough money to support yourself and pay for your course", 3).
:- dynamic have_unconditional_offer_of_place_on_course_with_2/1.
:- ask(have_unconditional_offer_of_place_on_course_with_2, bool, "Do you have an unconditional offer of a place on a course with a licensed Tier 4 sponsor and enough money to support yourself and pay for your course?", "you have an unconditional offer of a place on a course with a licensed Tier 4 sponsor and enough money to support yourself and pay for your course", 1).
:- claim(meet_conditions_eligibility, "you meet the conditions (Eligibility)", 1).

% You must have:
:- from(1).
meet_conditions_eligibility :-
    group(have_unconditional_offer_of_place_on_course_with_2(true), (have_unconditional_offer_of_place_on_course_with(true), have_enough_money_to_support_yourself_and_pay(true))).

%%% 286-7cac4bf1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('286-7cac4bf1-0').
:- text("## General Program Requirements\n\nIn order to qualify for this benefit program, you must be a Native American/American Indian, your child(ren) must have a disability, and you or your family member must be enrolled in a Federally recognized American Indian tribe or Alaska Native village.").
:- sentence(0, 3, 31).
:- sentence(1, 33, 286).

:- dynamic are_native_american_american_indian/1.
:- ask(are_native_american_american_indian, bool, "Are you a Native American/American Indian?", "you are a Native American/American Indian", 1).
:- dynamic child_ren_has_disability/1.
:- ask(child_ren_has_disability, bool, "Does your child(ren) have a disability?", "your child(ren) has a disability", 1).
:- dynamic you_or_your_family_member_are_enrolled_in/1.
:- ask(you_or_your_family_member_are_enrolled_in, bool, "Are you or your family member enrolled in a Federally recognized American Indian tribe?", "you or your family member are enrolled in a Federally recognized American Indian tribe", 1).
:- dynamic you_or_your_family_member_are_enrolled_in_2/1.
:- ask(you_or_your_family_member_are_enrolled_in_2, bool, "Are you or your family member enrolled in an Alaska Native village?", "you or your family member are enrolled in an Alaska Native village", 1).
:- dynamic you_or_your_family_member_are_enrolled_in_3/1.
:- ask(you_or_your_family_member_are_enrolled_in_3, bool, "Are you or your family member enrolled in a Federally recognized American Indian tribe or Alaska Native village?", "you or your family member are enrolled in a Federally recognized American Indian tribe or Alaska Native village", 1).
:- claim(can_qualify_for_this_benefit_program, "you can qualify for this benefit program (General Program Requirements)", 1).

% In order to qualify for this benefit program, you must be a Native American/American Indian, your child(ren) must have a disability, and you or your family member must be enrolled in a Federally recog
:- from(1).
can_qualify_for_this_benefit_program :-
    are_native_american_american_indian(true),
    child_ren_has_disability(true),
    group(you_or_your_family_member_are_enrolled_in_3(true), (you_or_your_family_member_are_enrolled_in(true) ; you_or_your_family_member_are_enrolled_in_2(true))).

%%% 287-42b8dc74-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('287-42b8dc74-0').
:- text("## When you won’t qualify\n\nYou won’t qualify if you:\n\n* are in prison for the whole week between 18 to 24 September 2017\n* are in hospital getting free treatment for more than a year\n* need permission to enter the UK and your granted leave states that you can’t claim public funds\n* have lived in a care home for the whole time between 26 June and 18 September 2017, and got Pension Credit, Income Support, income-based Jobseeker’s Allowance or income-related Employment and Support Allowance").
:- sentence(0, 3, 25).
:- sentence(1, 27, 52).
:- sentence(2, 56, 120).
:- sentence(3, 123, 182).
:- sentence(4, 185, 280).
:- sentence(5, 283, 492).

:- dynamic are_in_prison_for_whole_week_between_18/1.
:- ask(are_in_prison_for_whole_week_between_18, bool, "Are you in prison for the whole week between 18 to 24 September 2017?", "you are in prison for the whole week between 18 to 24 September 2017", 2).
:- dynamic are_in_hospital_getting_free_treatment_for_more/1.
:- ask(are_in_hospital_getting_free_treatment_for_more, bool, "Are you in hospital getting free treatment for more than a year?", "you are in hospital getting free treatment for more than a year", 3).
:- dynamic need_permission_to_enter_uk_and_your_granted/1.
:- ask(need_permission_to_enter_uk_and_your_granted, bool, "Do you need permission to enter the UK and your granted leave states that you can't claim public funds?", "you need permission to enter the UK and your granted leave states that you can't claim public funds", 4).
:- dynamic have_lived_in_care_home_for_whole_time/1.
:- ask(have_lived_in_care_home_for_whole_time, bool, "Have you lived in a care home for the whole time between 26 June and 18 September 2017, and got Pension Credit, Income Support, income-based Jobseeker's Allowance or income-related Employment and Support Allowance?", "you have lived in a care home for the whole time between 26 June and 18 September 2017, and got Pension Credit, Income Support, income-based Jobseeker's Allowance or income-related Employment and Support Allowance", 5).
:- claim(will_qualify, "you will qualify", 1).
:- claim(not_will_qualify, "you will not qualify", 1).

% You won’t qualify if you:
:- from(1).
not_will_qualify :-
    (are_in_prison_for_whole_week_between_18(true) ; are_in_hospital_getting_free_treatment_for_more(true) ; need_permission_to_enter_uk_and_your_granted(true) ; have_lived_in_care_home_for_whole_time(true)).
will_qualify :-
    \+ not_will_qualify.

%%% 288-b259e440-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('288-b259e440-0').
:- text("## When to contact the benefit office\n\nIt’s your responsibility to contact the office straight away if:\n\n* you think you’ve been overpaid\n* you get a letter telling you that you’ve been overpaid - and who to contact\n* your circumstances change and this is likely to affect a benefit").
:- sentence(0, 3, 37).
:- sentence(1, 39, 103).
:- sentence(2, 107, 137).
:- sentence(3, 140, 215).
:- sentence(4, 218, 282).

:- dynamic think_you_have_been_overpaid/1.
:- ask(think_you_have_been_overpaid, bool, "Do you think you have been overpaid?", "you think you have been overpaid", 2).
:- dynamic get_letter_telling_you_that_you_have_been/1.
:- ask(get_letter_telling_you_that_you_have_been, bool, "Do you get a letter telling you that you have been overpaid?", "you get a letter telling you that you have been overpaid", 3).
:- dynamic circumstances_change/1.
:- ask(circumstances_change, bool, "Do your circumstances change?", "your circumstances change", 4).
:- dynamic this_is_likely_to_affect_benefit/1.
:- ask(this_is_likely_to_affect_benefit, bool, "Is this likely to affect a benefit?", "this is likely to affect a benefit", 4).
:- dynamic circumstances_change_and_this_is_likely_to_affect/1.
:- ask(circumstances_change_and_this_is_likely_to_affect, bool, "Do your circumstances change and is this likely to affect a benefit?", "your circumstances change and this is likely to affect a benefit", 1).
:- claim(its_your_responsibility_to_contact_office_straight_away, "it's your responsibility to contact the office straight away (When to contact the benefit office)", 1).

% It’s your responsibility to contact the office straight away if:
:- from(1).
its_your_responsibility_to_contact_office_straight_away :-
    (think_you_have_been_overpaid(true) ; get_letter_telling_you_that_you_have_been(true) ; group(circumstances_change_and_this_is_likely_to_affect(true), (circumstances_change(true), this_is_likely_to_affect_benefit(true)))).

%%% 289-78638e7a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('289-78638e7a-0').
:- text("#  Employee rights when on leave\n\nEmployees whose baby is due or who adopt a child on or after 5 April 2015 may be entitled to take Shared Parental Leave.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 154).

:- dynamic baby_is_due_or_who_adopt_child_on/1.
:- ask(baby_is_due_or_who_adopt_child_on, bool, "Is your baby due or who adopt a child on or after 5 April 2015?", "your baby is due or who adopt a child on or after 5 April 2015", 1).
:- claim(may_be_entitled_to_take_shared_parental_leave, "you may be entitled to take Shared Parental Leave", 1).

% Employees whose baby is due or who adopt a child on or after 5 April 2015 may be entitled to take Shared Parental Leave.
:- from(1).
may_be_entitled_to_take_shared_parental_leave :-
    baby_is_due_or_who_adopt_child_on(true).

%%% 290-edc441a7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('290-edc441a7-0').
:- text("## Your nationality or residency status\n\nYou may also qualify if you’re:\n\n* an EU national or a family member of one\n* not a UK national but you’ve lived in the UK for at least 20 years (or at least half of your life)\n* a refugee\n* a migrant worker").
:- sentence(0, 3, 39).
:- sentence(1, 41, 72).
:- sentence(2, 76, 116).
:- sentence(3, 119, 217).
:- sentence(4, 220, 229).
:- sentence(5, 232, 248).

:- dynamic are_eu_national_or_family_member_of_one/1.
:- ask(are_eu_national_or_family_member_of_one, bool, "Are you an EU national or a family member of one?", "you are an EU national or a family member of one", 2).
:- dynamic it_is_case_that_you_are_uk_national/1.
:- ask(it_is_case_that_you_are_uk_national, bool, "Is it the case that you are a UK national but have you lived in the UK for at least 20 years (or at least half of your life)?", "it is the case that you are a UK national but you have lived in the UK for at least 20 years (or at least half of your life)", 3).
:- dynamic are_refugee/1.
:- ask(are_refugee, bool, "Are you a refugee?", "you are a refugee", 4).
:- dynamic are_migrant_worker/1.
:- ask(are_migrant_worker, bool, "Are you a migrant worker?", "you are a migrant worker", 5).
:- claim(may_qualify, "you may qualify", 1).

% You may also qualify if you’re:
:- from(1).
may_qualify :-
    (are_eu_national_or_family_member_of_one(true) ; it_is_case_that_you_are_uk_national(false) ; are_refugee(true) ; are_migrant_worker(true)).

%%% 291-154d0850-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('291-154d0850-0').
:- text("## Transgender people\n\nYour State Pension might be affected if you’re a transgender person and you:\n\n* were born between 24 December 1919 and 3 April 1945\n* were claiming State Pension before 4 April 2005\n* can provide evidence that your gender reassignment surgery took place before 4 April 2005").
:- sentence(0, 3, 21).
:- sentence(1, 23, 99).
:- sentence(2, 103, 154).
:- sentence(3, 157, 204).
:- sentence(4, 207, 296).

:- dynamic are_transgender_person/1.
:- ask(are_transgender_person, bool, "Are you a transgender person?", "you are a transgender person", 1).
:- dynamic were_born_between_24_december_1919_and_3/1.
:- ask(were_born_between_24_december_1919_and_3, bool, "Were you born between 24 December 1919 and 3 April 1945?", "you were born between 24 December 1919 and 3 April 1945", 2).
:- dynamic were_claiming_state_pension_before_4_april_2005/1.
:- ask(were_claiming_state_pension_before_4_april_2005, bool, "Were you claiming State Pension before 4 April 2005?", "you were claiming State Pension before 4 April 2005", 3).
:- dynamic can_provide_evidence_that_your_gender_reassignment_surgery/1.
:- ask(can_provide_evidence_that_your_gender_reassignment_surgery, bool, "Can you provide evidence that your gender reassignment surgery took place before 4 April 2005?", "you can provide evidence that your gender reassignment surgery took place before 4 April 2005", 4).
:- claim(state_pension_might_be_affected, "your State Pension might be affected", 1).

% Your State Pension might be affected if you’re a transgender person and you:
:- from(1).
state_pension_might_be_affected :-
    are_transgender_person(true),
    were_born_between_24_december_1919_and_3(true),
    were_claiming_state_pension_before_4_april_2005(true),
    can_provide_evidence_that_your_gender_reassignment_surgery(true).

%%% 292-4e420243-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('292-4e420243-0').
:- text("The tribunal will provide you with an interpreter if you’ve asked for one. They can translate what happens during the hearing but they can’t represent you or give you legal advice.").
:- sentence(0, 0, 74).
:- sentence(1, 75, 180).

:- dynamic have_asked_for_interpreter/1.
:- ask(have_asked_for_interpreter, bool, "Have you asked for an interpreter?", "you have asked for an interpreter", 0).
:- claim(tribunal_will_provide_you_with_interpreter, "the tribunal will provide you with an interpreter", 0).

% The tribunal will provide you with an interpreter if you’ve asked for one.
:- from(0).
tribunal_will_provide_you_with_interpreter :-
    have_asked_for_interpreter(true).

%%% 293-edc7b8ea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('293-edc7b8ea-0').
:- text("## If you’re only applying for Housing Benefit\n\nApply through your local council if you’re only making a new claim for Housing Benefit. You can still make a new claim if you’re already getting other benefits.").
:- sentence(0, 3, 46).
:- sentence(1, 48, 135).
:- sentence(2, 136, 208).

:- dynamic are_only_making_new_claim_for_housing_benefit/1.
:- ask(are_only_making_new_claim_for_housing_benefit, bool, "Are you only making a new claim for Housing Benefit?", "you are only making a new claim for Housing Benefit", 1).
:- dynamic are_already_getting_other_benefits/1.
:- ask(are_already_getting_other_benefits, bool, "Are you already getting other benefits?", "you are already getting other benefits", 2).
:- claim(apply_through_your_local_council, "you should apply through your local council", 1).
:- claim(can_make_new_claim, "you can make a new claim", 2).

% Apply through your local council if you’re only making a new claim for Housing Benefit.
:- from(1).
apply_through_your_local_council :-
    are_only_making_new_claim_for_housing_benefit(true).

% You can still make a new claim if you’re already getting other benefits.
:- from(2).
can_make_new_claim :-
    are_already_getting_other_benefits(true).

%%% 294-106d735c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('294-106d735c-0').
:- text("As stated in Title 29-A, 2067 of the Maine Revised Statutes, you must use your headlights:\n\n* The period between sunset to sunrise.\n* Whenever weather and other atmospheric conditions make it difficult to clearly see people and other vehicles 1,000 feet away.\n* Whenever you use your windshield wipers.").
:- sentence(0, 0, 90).
:- sentence(1, 94, 131).
:- sentence(2, 134, 259).
:- sentence(3, 262, 302).

:- dynamic period_between_sunset_to_sunrise/1.
:- ask(period_between_sunset_to_sunrise, bool, "Is it the period between sunset to sunrise?", "the period between sunset to sunrise", 1).
:- dynamic weather_and_other_atmospheric_conditions_make_it_difficult/1.
:- ask(weather_and_other_atmospheric_conditions_make_it_difficult, bool, "Do weather and other atmospheric conditions make it difficult to clearly see people and other vehicles 1,000 feet away?", "weather and other atmospheric conditions make it difficult to clearly see people and other vehicles 1,000 feet away", 2).
:- dynamic use_your_windshield_wipers/1.
:- ask(use_your_windshield_wipers, bool, "Do you use your windshield wipers?", "you use your windshield wipers", 3).
:- claim(must_use_your_headlights, "you must use your headlights", 0).

% As stated in Title 29-A, 2067 of the Maine Revised Statutes, you must use your headlights:
:- from(0).
must_use_your_headlights :-
    (period_between_sunset_to_sunrise(true) ; weather_and_other_atmospheric_conditions_make_it_difficult(true) ; use_your_windshield_wipers(true)).

%%% 295-295ed354-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('295-295ed354-0').
:- text("## Carers and personal assistants\n\nYou’re classed as an employer if you pay a carer or personal assistant directly, even if you get money from your local council (‘direct payments’) or the NHS to pay for them.").
:- sentence(0, 3, 33).
:- sentence(1, 35, 209).

:- dynamic pay_carer_directly/1.
:- ask(pay_carer_directly, bool, "Do you pay a carer directly?", "you pay a carer directly", 1).
:- dynamic pay_personal_assistant_directly/1.
:- ask(pay_personal_assistant_directly, bool, "Do you pay a personal assistant directly?", "you pay a personal assistant directly", 1).
:- dynamic pay_carer_or_personal_assistant_directly/1.
:- ask(pay_carer_or_personal_assistant_directly, bool, "Do you pay a carer or personal assistant directly?", "you pay a carer or personal assistant directly", 1).
:- claim(are_classed_as_employer, "you are classed as an employer", 1).

% You’re classed as an employer if you pay a carer or personal assistant directly, even if you get money from your local council (‘direct payments’) or the NHS to pay for them.
:- from(1).
are_classed_as_employer :-
    group(pay_carer_or_personal_assistant_directly(true), (pay_carer_directly(true) ; pay_personal_assistant_directly(true))).

%%% 296-33107431-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('296-33107431-0').
:- text("# Who can get Crisis Payment\n\nYou can get this payment in special circumstances if you're eligible for an income support payment.").
:- sentence(0, 2, 28).
:- sentence(1, 30, 129).

:- dynamic are_eligible_for_income_support_payment/1.
:- ask(are_eligible_for_income_support_payment, bool, "Are you eligible for an income support payment?", "you are eligible for an income support payment", 1).
:- claim(can_get_this_payment_in_special_circumstances, "you can get this payment in special circumstances (Who can get Crisis Payment)", 1).

% You can get this payment in special circumstances if you're eligible for an income support payment.
:- from(1).
can_get_this_payment_in_special_circumstances :-
    are_eligible_for_income_support_payment(true).

%%% 297-ac105c62-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('297-ac105c62-0').
:- text("# Self-Employment Tax\n\n* If your net earnings from self-employment were $400 or more.\n* If you work for a church or a qualified church-controlled organization (other than as a minister or member of a religious order) that elected an exemption from social security and Medicare taxes, you are subject to SE tax if you receive $108.28 or more in wages from the church or organization.").
:- sentence(0, 2, 21).
:- sentence(1, 25, 85).
:- sentence(2, 88, 382).

:- dynamic net_earnings_from_self_employment_were_amount/1.
:- ask(net_earnings_from_self_employment_were_amount, number("$"), "How much were your net earnings from self-employment?", "the amount your net earnings from self-employment were", 1).
:- comparison(net_earnings_from_self_employment_were_amount >= 400, "Were your net earnings from self-employment $400 or more?", 1).
:- dynamic if_you_work_for_church_or_qualified_church/1.
:- ask(if_you_work_for_church_or_qualified_church, bool, "Are you if you work for a church or a qualified church-controlled organization (other than as a minister or member of a religious order) that elected an exemption from social security and Medicare taxes, subject to SE tax if you receive $108.28 or more in wages from the church or organization?", "if you work for a church or a qualified church-controlled organization (other than as a minister or member of a religious order) that elected an exemption from social security and Medicare taxes, you are subject to SE tax if you receive $108.28 or more in wages from the church or organization", 2).
:- claim(meet_conditions_self_employment_tax, "you meet the conditions (Self-Employment Tax)", 1).

% If your net earnings from self-employment were $400 or more.
:- from(1).
meet_conditions_self_employment_tax :-
    net_earnings_from_self_employment_were_amount(NetEarningsFromSelfEmploymentWereAmount),
    NetEarningsFromSelfEmploymentWereAmount >= 400,
    if_you_work_for_church_or_qualified_church(true).

%%% 298-f5b57468-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('298-f5b57468-0').
:- text("#  2. Worker\n\nA person is generally classed as a ‘worker’ if:\n\n* they have a contract or other arrangement to do work or services personally for a reward (your contract doesn’t have to be written)\n* their reward is for money or a benefit in kind, for example the promise of a contract or future work\n* they only have a limited right to send someone else to do the work (subcontract)\n* they have to turn up for work even if they don’t want to").
:- sentence(0, 3, 12).
:- sentence(1, 14, 61).
:- sentence(2, 65, 196).
:- sentence(3, 199, 299).
:- sentence(4, 302, 382).
:- sentence(5, 385, 441).

:- dynamic have_contract_or_other_arrangement_to_do_work/1.
:- ask(have_contract_or_other_arrangement_to_do_work, bool, "Do you have a contract or other arrangement to do work or services personally for a reward?", "you have a contract or other arrangement to do work or services personally for a reward", 2).
:- dynamic reward_is_for_money_or_benefit_in_kind/1.
:- ask(reward_is_for_money_or_benefit_in_kind, bool, "Is your reward for money or a benefit in kind?", "your reward is for money or a benefit in kind", 3).
:- dynamic only_have_limited_right_to_send_someone_else/1.
:- ask(only_have_limited_right_to_send_someone_else, bool, "Do you only have a limited right to send someone else to do the work (subcontract)?", "you only have a limited right to send someone else to do the work (subcontract)", 4).
:- dynamic turn_up_for_work/1.
:- ask(turn_up_for_work, bool, "Do you turn up for work?", "you turn up for work", 5).
:- claim(person_is_classed_as_worker, "a person is classed as a 'worker'", 1).

% A person is generally classed as a ‘worker’ if:
:- from(1).
person_is_classed_as_worker :-
    have_contract_or_other_arrangement_to_do_work(true),
    reward_is_for_money_or_benefit_in_kind(true),
    only_have_limited_right_to_send_someone_else(true),
    turn_up_for_work(true).

%%% 299-56aa0d53-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('299-56aa0d53-0').
:- text("## Vulnerable student bursary\n\nYou could get up to £1,200 if at least one of the following applies:\n\n* you’re in or recently left local authority care\n* you get Income Support or Universal Credit in your name\n* you get Disability Living Allowance (DLA) in your name and either Employment and Support Allowance (ESA) or Universal Credit\n* you get Personal Independence Payment (PIP) in your name and either ESA or Universal Credit").
:- sentence(0, 3, 29).
:- sentence(1, 31, 99).
:- sentence(2, 103, 150).
:- sentence(3, 153, 208).
:- sentence(4, 211, 335).
:- sentence(5, 338, 429).

:- dynamic are_in_or_recently_left_local_authority_care/1.
:- ask(are_in_or_recently_left_local_authority_care, bool, "Are you in or recently left local authority care?", "you are in or recently left local authority care", 2).
:- dynamic get_income_support_or_universal_credit_in_your/1.
:- ask(get_income_support_or_universal_credit_in_your, bool, "Do you get Income Support or Universal Credit in your name?", "you get Income Support or Universal Credit in your name", 3).
:- dynamic get_disability_living_allowance_dla_in_your_name/1.
:- ask(get_disability_living_allowance_dla_in_your_name, bool, "Do you get Disability Living Allowance (DLA) in your name and either Employment and Support Allowance (ESA) or Universal Credit?", "you get Disability Living Allowance (DLA) in your name and either Employment and Support Allowance (ESA) or Universal Credit", 4).
:- dynamic get_personal_independence_payment_pip_in_your_name/1.
:- ask(get_personal_independence_payment_pip_in_your_name, bool, "Do you get Personal Independence Payment (PIP) in your name and either ESA or Universal Credit?", "you get Personal Independence Payment (PIP) in your name and either ESA or Universal Credit", 5).
:- claim(could_get_up_to_1_200, "you could get up to £1,200", 1).

% You could get up to £1,200 if at least one of the following applies:
:- from(1).
could_get_up_to_1_200 :-
    (are_in_or_recently_left_local_authority_care(true) ; get_income_support_or_universal_credit_in_your(true) ; get_disability_living_allowance_dla_in_your_name(true) ; get_personal_independence_payment_pip_in_your_name(true)).

%%% 300-119fb18f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('300-119fb18f-0').
:- text("#  Tax if you leave the UK to live abroad\n\nIf you’re non-resident, you don’t pay UK tax on income or gains you get outside the UK. You may be non-resident the day after you leave the UK - this depends on your situation and how ‘split year treatment’ applies to you.").
:- sentence(0, 3, 41).
:- sentence(1, 43, 130).
:- sentence(2, 131, 265).

:- dynamic are_non_resident/1.
:- ask(are_non_resident, bool, "Are you non-resident?", "you are non-resident", 1).
:- dynamic have_left_uk/1.
:- ask(have_left_uk, bool, "Have you left the UK?", "you have left the UK", 2).
:- claim(pay_uk_tax_on_income_or_gains_you, "you pay UK tax on income or gains you get outside the UK", 1).
:- claim(not_pay_uk_tax_on_income_or_gains_you, "you do not pay UK tax on income or gains you get outside the UK", 1).
:- claim(may_be_non_resident_day, "you may be non-resident the day", 2).

% If you’re non-resident, you don’t pay UK tax on income or gains you get outside the UK.
:- from(1).
not_pay_uk_tax_on_income_or_gains_you :-
    are_non_resident(true).
pay_uk_tax_on_income_or_gains_you :-
    \+ not_pay_uk_tax_on_income_or_gains_you.

% You may be non-resident the day after you leave the UK - this depends on your situation and how ‘split year treatment’ applies to you.
:- from(2).
may_be_non_resident_day :-
    have_left_uk(true).

%%% 301-904773b5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('301-904773b5-0').
:- text("You must also wear protective headgear if you are using a learner's permit or are within 1 year of obtaining a motorcycle license.").
:- sentence(0, 0, 130).

:- dynamic are_using_learners_permit/1.
:- ask(are_using_learners_permit, bool, "Are you using a learner's permit?", "you are using a learner's permit", 0).
:- dynamic are_within_1_year_of_obtaining_motorcycle_license/1.
:- ask(are_within_1_year_of_obtaining_motorcycle_license, bool, "Are you within 1 year of obtaining a motorcycle license?", "you are within 1 year of obtaining a motorcycle license", 0).
:- dynamic are_using_learners_permit_or_are_within_1/1.
:- ask(are_using_learners_permit_or_are_within_1, bool, "Are you using a learner's permit or are you within 1 year of obtaining a motorcycle license?", "you are using a learner's permit or are within 1 year of obtaining a motorcycle license", 0).
:- claim(must_wear_protective_headgear, "you must wear protective headgear", 0).

% You must also wear protective headgear if you are using a learner's permit or are within 1 year of obtaining a motorcycle license.
:- from(0).
must_wear_protective_headgear :-
    group(are_using_learners_permit_or_are_within_1(true), (are_using_learners_permit(true) ; are_within_1_year_of_obtaining_motorcycle_license(true))).

%%% 302-ada21ec1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('302-ada21ec1-0').
:- text("### Couples and families\n\nIf all family members are on the same Medicare card, you still need to register.").
:- sentence(0, 4, 24).
:- sentence(1, 26, 106).

:- dynamic all_family_members_are_on_same_medicare_card/1.
:- ask(all_family_members_are_on_same_medicare_card, bool, "Are all family members on the same Medicare card?", "all family members are on the same Medicare card", 1).
:- claim(need_to_register, "you need to register", 1).

% If all family members are on the same Medicare card, you still need to register.
:- from(1).
need_to_register :-
    all_family_members_are_on_same_medicare_card(true).

%%% 303-dd076011-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('303-dd076011-0').
:- text("### Reduced rate\n\nWhen you charge this rate can depend on what the item is as well as the circumstances of the sale, for example:\n\n* children’s car seats and domestic fuel or power are always charged at 5%\n* mobility aids for older people are only charged at 5% if they’re for someone over 60 and the goods are installed in their home").
:- sentence(0, 4, 16).
:- sentence(1, 18, 129).
:- sentence(2, 133, 205).
:- sentence(3, 208, 334).

:- dynamic charge_this_rate_can_depend_on_what_item/1.
:- ask(charge_this_rate_can_depend_on_what_item, bool, "Do you charge this rate can depend on what the item is as well as the circumstances of the sale?", "you charge this rate can depend on what the item is as well as the circumstances of the sale", 1).
:- dynamic they_are_for_someone_over_60/1.
:- ask(they_are_for_someone_over_60, bool, "Are they for someone over 60?", "they are for someone over 60", 3).
:- dynamic goods_are_installed_in_their_home/1.
:- ask(goods_are_installed_in_their_home, bool, "Are the goods installed in their home?", "the goods are installed in their home", 3).
:- dynamic they_are_for_someone_over_60_and_goods/1.
:- ask(they_are_for_someone_over_60_and_goods, bool, "Are they for someone over 60 and are the goods installed in their home?", "they're for someone over 60 and the goods are installed in their home", 3).
:- claim(for_example_childrens_car_seats_and_domestic_fuel, "for example children's car seats and domestic fuel or power are always charged at 5%", 2).
:- claim(for_example_mobility_aids_for_older_people_are, "for example mobility aids for older people are charged at 5%", 3).

% children’s car seats and domestic fuel or power are always charged at 5%
:- from(2).
for_example_childrens_car_seats_and_domestic_fuel :-
    charge_this_rate_can_depend_on_what_item(true).

% mobility aids for older people are only charged at 5% if they’re for someone over 60 and the goods are installed in their home
:- from(3).
for_example_mobility_aids_for_older_people_are :-
    charge_this_rate_can_depend_on_what_item(true),
    group(they_are_for_someone_over_60_and_goods(true), (they_are_for_someone_over_60(true), goods_are_installed_in_their_home(true))).

%%% 304-c5c86e7b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('304-c5c86e7b-0').
:- text("### Dad and Partner Pay\n\nA short term payment if you’re a dad or partner on leave from work to help care for your new child.").
:- sentence(0, 4, 23).
:- sentence(1, 25, 124).

:- dynamic are_dad/1.
:- ask(are_dad, bool, "Are you a dad?", "you are a dad", 1).
:- dynamic are_partner_on_leave_from_work_to_help/1.
:- ask(are_partner_on_leave_from_work_to_help, bool, "Are you a partner on leave from work to help care for your new child?", "you are a partner on leave from work to help care for your new child", 1).
:- dynamic are_dad_or_partner_on_leave_from_work/1.
:- ask(are_dad_or_partner_on_leave_from_work, bool, "Are you a dad or partner on leave from work to help care for your new child?", "you are a dad or partner on leave from work to help care for your new child", 1).
:- claim(short_term_payment, "a short term payment", 1).

% A short term payment if you’re a dad or partner on leave from work to help care for your new child.
:- from(1).
short_term_payment :-
    group(are_dad_or_partner_on_leave_from_work(true), (are_dad(true) ; are_partner_on_leave_from_work_to_help(true))).

%%% 305-5d31ab03-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('305-5d31ab03-0').
:- text("## Shared Parental Leave\n\nYou can’t take Paternity Leave after you take SPL.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 76).

:- dynamic have_taken_spl/1.
:- ask(have_taken_spl, bool, "Have you taken SPL?", "you have taken SPL", 1).
:- claim(can_take_paternity_leave, "you can take Paternity Leave", 1).
:- claim(not_can_take_paternity_leave, "you can not take Paternity Leave", 1).

% You can’t take Paternity Leave after you take SPL.
:- from(1).
not_can_take_paternity_leave :-
    have_taken_spl(true).
can_take_paternity_leave :-
    \+ not_can_take_paternity_leave.

%%% 306-a3aac05b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('306-a3aac05b-0').
:- text("### Universal Credit\n\nYou usually can’t get Universal Credit and Housing Benefit at the same time (unless you’re in certain kinds of supported housing). You can get help paying for housing with your Universal Credit payment instead. You’ll have to pay rent to your landlord directly.").
:- sentence(0, 4, 20).
:- sentence(1, 22, 152).
:- sentence(2, 153, 232).
:- sentence(3, 233, 283).

:- dynamic are_in_certain_kinds_of_supported_housing/1.
:- ask(are_in_certain_kinds_of_supported_housing, bool, "Are you in certain kinds of supported housing?", "you are in certain kinds of supported housing", 1).
:- dynamic get_housing_benefit/1.
:- ask(get_housing_benefit, bool, "Do you get Housing Benefit?", "you get Housing Benefit", 1).
:- dynamic get_universal_credit/1.
:- ask(get_universal_credit, bool, "Do you get Universal Credit?", "you get Universal Credit", 1).
:- dynamic pay_rent_to_your_landlord_directly/1.
:- ask(pay_rent_to_your_landlord_directly, bool, "Do you pay rent to your landlord directly?", "you pay rent to your landlord directly", 3).
:- claim(can_get_universal_credit, "you can get Universal Credit", 1).
:- claim(not_can_get_universal_credit, "you can not get Universal Credit", 1).
:- claim(can_get_housing_benefit, "you can get Housing Benefit", 1).
:- claim(not_can_get_housing_benefit, "you can not get Housing Benefit", 1).
:- claim(can_get_help_paying_for_housing_with_your, "you can get help paying for housing with your Universal Credit payment instead", 3).

% You usually can’t get Universal Credit and Housing Benefit at the same time (unless you’re in certain kinds of supported housing).
:- from(1).
not_can_get_universal_credit :-
    \+ are_in_certain_kinds_of_supported_housing(true),
    get_housing_benefit(true).
can_get_universal_credit :-
    \+ not_can_get_universal_credit.
not_can_get_housing_benefit :-
    \+ are_in_certain_kinds_of_supported_housing(true),
    get_universal_credit(true).
can_get_housing_benefit :-
    \+ not_can_get_housing_benefit.

% You’ll have to pay rent to your landlord directly.
:- from(3).
can_get_help_paying_for_housing_with_your_requirement_1 :-
    pay_rent_to_your_landlord_directly(true).
can_get_help_paying_for_housing_with_your :-
    can_get_help_paying_for_housing_with_your_requirement_1.

%%% 307-9cf0fa58-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('307-9cf0fa58-0').
:- text("## Benefits that can’t be reduced or stopped\n\nThe following benefits can’t be reduced or stopped if you commit benefit fraud:\n\n* Attendance Allowance\n* Bereavement Payment\n* Bereavement Support Payment\n* Child Benefit").
:- sentence(0, 3, 44).
:- sentence(1, 46, 125).
:- sentence(2, 129, 149).
:- sentence(3, 152, 171).
:- sentence(4, 174, 201).
:- sentence(5, 204, 217).

:- dynamic commit_benefit_fraud/1.
:- ask(commit_benefit_fraud, bool, "Do you commit benefit fraud?", "you commit benefit fraud", 1).
:- dynamic attendance_allowance/1.
:- ask(attendance_allowance, bool, "Is it Attendance Allowance?", "Attendance Allowance", 2).
:- dynamic bereavement_payment/1.
:- ask(bereavement_payment, bool, "Is it Bereavement Payment?", "Bereavement Payment", 3).
:- dynamic bereavement_support_payment/1.
:- ask(bereavement_support_payment, bool, "Is it Bereavement Support Payment?", "Bereavement Support Payment", 4).
:- dynamic child_benefit/1.
:- ask(child_benefit, bool, "Is it Child Benefit?", "Child Benefit", 5).
:- claim(benefit_can_be_reduced_or_stopped, "the benefit can be reduced or stopped", 1).
:- claim(not_benefit_can_be_reduced_or_stopped, "the benefit can not be reduced or stopped", 1).

% The following benefits can’t be reduced or stopped if you commit benefit fraud:
:- from(1).
not_benefit_can_be_reduced_or_stopped :-
    commit_benefit_fraud(true),
    (attendance_allowance(true) ; bereavement_payment(true) ; bereavement_support_payment(true) ; child_benefit(true)).
benefit_can_be_reduced_or_stopped :-
    \+ not_benefit_can_be_reduced_or_stopped.

%%% 308-1f345a20-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('308-1f345a20-0').
:- text("### Paying back the loan\n\nYou must pay back the loan after 25 years or when you sell your home - whichever comes first. The amount you pay back depends on how much your home is worth (the market value).").
:- sentence(0, 4, 24).
:- sentence(1, 26, 119).
:- sentence(2, 120, 202).

:- dynamic c_25_years_have_passed/1.
:- ask(c_25_years_have_passed, bool, "Have 25 years passed?", "25 years have passed", 1).
:- dynamic sell_your_home/1.
:- ask(sell_your_home, bool, "Do you sell your home?", "you sell your home", 1).
:- claim(must_pay_back_loan, "you must pay back the loan", 1).
:- claim(amount_you_pay_back_depends_on_how_much, "the amount you pay back depends on how much your home is worth (the market value)", 2).

% You must pay back the loan after 25 years or when you sell your home - whichever comes first.
:- from(1).
must_pay_back_loan :-
    (c_25_years_have_passed(true) ; sell_your_home(true)).

% The amount you pay back depends on how much your home is worth (the market value).
:- from(2).
amount_you_pay_back_depends_on_how_much :-
    true.

%%% 309-4b7cff3a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('309-4b7cff3a-0').
:- text("### If you reached State Pension age on or after 6 April 2016\n\nMost people who reached State Pension age on or after 6 April 2016 won’t be eligible for Savings Credit. But you may continue to get Savings Credit if both of the following apply:\n\n* you’re in a couple and one of you reached State Pension age before 6 April 2016\n* you were getting Savings Credit up to 6 April 2016").
:- sentence(0, 4, 61).
:- sentence(1, 63, 167).
:- sentence(2, 168, 242).
:- sentence(3, 246, 325).
:- sentence(4, 328, 378).

:- dynamic reached_state_pension_age_on_or_after_6/1.
:- ask(reached_state_pension_age_on_or_after_6, bool, "Did you reach State Pension age on or after 6 April 2016?", "you reached State Pension age on or after 6 April 2016", 1).
:- dynamic are_in_couple_and_one_of_you_reached/1.
:- ask(are_in_couple_and_one_of_you_reached, bool, "Are you in a couple and did one of you reach State Pension age before 6 April 2016?", "you are in a couple and one of you reached State Pension age before 6 April 2016", 3).
:- dynamic were_getting_savings_credit_up_to_6_april/1.
:- ask(were_getting_savings_credit_up_to_6_april, bool, "Were you getting Savings Credit up to 6 April 2016?", "you were getting Savings Credit up to 6 April 2016", 4).
:- claim(will_be_eligible_for_savings_credit, "you will be eligible for Savings Credit", 1).
:- claim(not_will_be_eligible_for_savings_credit, "you will not be eligible for Savings Credit", 1).
:- claim(may_continue_to_get_savings_credit, "you may continue to get Savings Credit", 2).

% Most people who reached State Pension age on or after 6 April 2016 won’t be eligible for Savings Credit.
:- from(1).
not_will_be_eligible_for_savings_credit :-
    reached_state_pension_age_on_or_after_6(true).
will_be_eligible_for_savings_credit :-
    \+ not_will_be_eligible_for_savings_credit.

% But you may continue to get Savings Credit if both of the following apply:
:- from(2).
may_continue_to_get_savings_credit :-
    are_in_couple_and_one_of_you_reached(true),
    were_getting_savings_credit_up_to_6_april(true).

%%% 310-25609498-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('310-25609498-0').
:- text("## Your course\n\nYou can do a course that’s one of the following:\n\n* a recognised foundation programme as a postgraduate doctor or dentist").
:- sentence(0, 3, 14).
:- sentence(1, 16, 64).
:- sentence(2, 68, 137).

:- dynamic recognised_foundation_programme_as_postgraduate_doctor_or_dentist/1.
:- ask(recognised_foundation_programme_as_postgraduate_doctor_or_dentist, bool, "Does a recognised foundation programme as a postgraduate doctor or dentist?", "a recognised foundation programme as a postgraduate doctor or dentist", 2).
:- claim(can_do_course_thats, "you can do a course that's (Your course)", 1).

% You can do a course that’s one of the following:
:- from(1).
can_do_course_thats :-
    recognised_foundation_programme_as_postgraduate_doctor_or_dentist(true).

%%% 311-9d42d211-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('311-9d42d211-0').
:- text("## Eligibility\n\nThe home you buy must:\n\n* be one that you can show you can’t afford (if you’re applying in Wales)").
:- sentence(0, 3, 14).
:- sentence(1, 16, 38).
:- sentence(2, 42, 113).

:- dynamic home_you_buy_is_one_that_you_can/1.
:- ask(home_you_buy_is_one_that_you_can, bool, "Is the home you buy one that you can show you can't afford (if you are applying in Wales)?", "the home you buy is one that you can show you can't afford (if you are applying in Wales)", 2).
:- claim(meet_conditions_eligibility, "you meet the conditions (Eligibility)", 1).

% The home you buy must:
:- from(1).
meet_conditions_eligibility :-
    home_you_buy_is_one_that_you_can(true).

%%% 312-6c3ed7da-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('312-6c3ed7da-0').
:- text("## If you don’t agree with the response\n\nIf you’re unhappy with the final decision, you can contact the Independent Adjudicator.").
:- sentence(0, 3, 39).
:- sentence(1, 41, 128).

:- dynamic are_unhappy_with_final_decision/1.
:- ask(are_unhappy_with_final_decision, bool, "Are you unhappy with the final decision?", "you are unhappy with the final decision", 1).
:- claim(can_contact_independent_adjudicator, "you can contact the Independent Adjudicator", 1).

% If you’re unhappy with the final decision, you can contact the Independent Adjudicator.
:- from(1).
can_contact_independent_adjudicator :-
    are_unhappy_with_final_decision(true).

%%% 313-8d07281c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('313-8d07281c-0').
:- text("The Foreign Medical Program (FMP) is a Department of Veteran's Affairs' (VA) health care benefits program for Veterans with VA rated service-connected conditions that are residing or traveling abroad. Under FMP, VA assumes payment responsibility for certain necessary health care services associated with the treatment of VA adjudicated service-connected conditions, disabilities associated with and held to be aggravating a service-connected condition, and care for Veterans participating in a rehabilitation program under 38 U.S.C. Chapter 31.").
:- sentence(0, 0, 200).
:- sentence(1, 201, 545).

:- dynamic are_veteran/1.
:- ask(are_veteran, bool, "Are you a veteran?", "you are a veteran", 0).
:- dynamic have_va_rated_service_connected_conditions_that_are/1.
:- ask(have_va_rated_service_connected_conditions_that_are, bool, "Do you have VA rated service-connected conditions that are residing or traveling abroad?", "you have VA rated service-connected conditions that are residing or traveling abroad", 0).
:- dynamic are_veteran_with_va_rated_service_connected_conditions/1.
:- ask(are_veteran_with_va_rated_service_connected_conditions, bool, "Are you a veteran with VA rated service-connected conditions that are residing or traveling abroad?", "you are a veteran with VA rated service-connected conditions that are residing or traveling abroad", 0).
:- claim(can_get_foreign_medical_program_fmp, "you can get the Foreign Medical Program (FMP)", 0).
:- claim(under_fmp_va_assumes_payment_responsibility_for_certain, "Under FMP, VA assumes payment responsibility for certain necessary health care services associated with the treatment of VA adjudicated service-connected conditions, disabilities associated with and held to be aggravating a service-connected condition, and care for Veterans participating in a rehabilitation program under 38 U.S.C. Chapter 31", 1).

% The Foreign Medical Program (FMP) is a Department of Veteran's Affairs' (VA) health care benefits program for Veterans with VA rated service-connected conditions that are residing or traveling abroad.
:- from(0).
can_get_foreign_medical_program_fmp :-
    group(are_veteran_with_va_rated_service_connected_conditions(true), (are_veteran(true), have_va_rated_service_connected_conditions_that_are(true))).

% Under FMP, VA assumes payment responsibility for certain necessary health care services associated with the treatment of VA adjudicated service-connected conditions, disabilities associated with and h
:- from(1).
under_fmp_va_assumes_payment_responsibility_for_certain :-
    true.

%%% 314-1b7c136a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('314-1b7c136a-0').
:- text("# Bankruptcy\n\nFor individuals, the most common type of bankruptcy is a Chapter 13. Partnerships and corporations file bankruptcy under Chapter 7 or Chapter 11 of the bankruptcy code. Individuals may also file under Chapter 7 or Chapter 11.").
:- sentence(0, 2, 12).
:- sentence(1, 14, 82).
:- sentence(2, 83, 182).
:- sentence(3, 183, 239).

:- dynamic are_individual/1.
:- ask(are_individual, bool, "Are you an individual?", "you are an individual", 1).
:- dynamic are_most_common_type_of_bankruptcy_is_chapter/1.
:- ask(are_most_common_type_of_bankruptcy_is_chapter, bool, "Are you most common type of bankruptcy is a Chapter 13?", "you are most common type of bankruptcy is a Chapter 13", 1).
:- claim(can_get_most_common_type_of_bankruptcy, "you can get the most common type of bankruptcy", 1).

% For individuals, the most common type of bankruptcy is a Chapter 13.
:- from(1).
can_get_most_common_type_of_bankruptcy :-
    (are_individual(true) ; are_most_common_type_of_bankruptcy_is_chapter(true)).

%%% 315-8890155f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('315-8890155f-0').
:- text("## Income Tax allowances and reliefs\n\nMost people in the UK get a Personal Allowance of tax-free income. This is the amount of income you can have before you pay tax.").
:- sentence(0, 3, 36).
:- sentence(1, 38, 104).
:- sentence(2, 105, 166).

:- dynamic are_in_uk/1.
:- ask(are_in_uk, bool, "Are you in the UK?", "you are in the UK", 1).
:- claim(get_personal_allowance_of_tax_free_income, "you get a Personal Allowance of tax-free income", 1).
:- claim(this_is_amount_of_income_you_can_have, "this is the amount of income you can have before you pay tax (Income Tax allowances and reliefs)", 2).

% Most people in the UK get a Personal Allowance of tax-free income.
:- from(1).
get_personal_allowance_of_tax_free_income :-
    are_in_uk(true).

% This is the amount of income you can have before you pay tax.
:- from(2).
this_is_amount_of_income_you_can_have :-
    true.

%%% 316-4de613ea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('316-4de613ea-0').
:- text("#  Export food, drink and agricultural products: special rules\n\nThere’s a ban on exporting caviar, caviar substitutes, truffles and goods containing truffles to North Korea.").
:- sentence(0, 3, 62).
:- sentence(1, 64, 173).

:- dynamic it_is_caviar/1.
:- ask(it_is_caviar, bool, "Is it caviar?", "it is caviar", 1).
:- dynamic it_is_caviar_substitutes/1.
:- ask(it_is_caviar_substitutes, bool, "Is it caviar substitutes?", "it is caviar substitutes", 1).
:- dynamic it_is_truffles/1.
:- ask(it_is_truffles, bool, "Is it truffles?", "it is truffles", 1).
:- dynamic it_is_goods_containing_truffles/1.
:- ask(it_is_goods_containing_truffles, bool, "Is it goods containing truffles?", "it is goods containing truffles", 1).
:- dynamic it_is_caviar_caviar_substitutes_truffles_and_goods/1.
:- ask(it_is_caviar_caviar_substitutes_truffles_and_goods, bool, "Is it caviar, caviar substitutes, truffles and goods containing truffles?", "it is caviar, caviar substitutes, truffles and goods containing truffles", 1).
:- dynamic are_exporting_it_to_north_korea/1.
:- ask(are_exporting_it_to_north_korea, bool, "Are you exporting it to North Korea?", "you are exporting it to North Korea", 1).
:- claim(can_export_caviar_caviar_substitutes_truffles_and_goods, "you can export caviar, caviar substitutes, truffles and goods containing truffles to North Korea", 1).
:- claim(not_can_export_caviar_caviar_substitutes_truffles_and_goods, "you can not export caviar, caviar substitutes, truffles and goods containing truffles to North Korea", 1).

% There’s a ban on exporting caviar, caviar substitutes, truffles and goods containing truffles to North Korea.
:- from(1).
not_can_export_caviar_caviar_substitutes_truffles_and_goods :-
    group(it_is_caviar_caviar_substitutes_truffles_and_goods(true), (it_is_caviar(true), it_is_caviar_substitutes(true), it_is_truffles(true), it_is_goods_containing_truffles(true))),
    are_exporting_it_to_north_korea(true).
can_export_caviar_caviar_substitutes_truffles_and_goods :-
    \+ not_can_export_caviar_caviar_substitutes_truffles_and_goods.

%%% 317-7c80ea8b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('317-7c80ea8b-0').
:- text("## Your partner gets benefits in another EEA country or Switzerland\n\nIf you’ve got children and your partner gets benefits paid by another EEA country or Switzerland, this may affect your tax credits.").
:- sentence(0, 3, 67).
:- sentence(1, 69, 200).

:- dynamic have_got_children/1.
:- ask(have_got_children, bool, "Have you got children?", "you have got children", 1).
:- dynamic partner_gets_benefits_paid_by_another_eea_country/1.
:- ask(partner_gets_benefits_paid_by_another_eea_country, bool, "Does your partner get benefits paid by another EEA country?", "your partner gets benefits paid by another EEA country", 1).
:- dynamic partner_gets_benefits_paid_by_switzerland/1.
:- ask(partner_gets_benefits_paid_by_switzerland, bool, "Does your partner get benefits paid by Switzerland?", "your partner gets benefits paid by Switzerland", 1).
:- dynamic partner_gets_benefits_paid_by_another_eea_country_2/1.
:- ask(partner_gets_benefits_paid_by_another_eea_country_2, bool, "Does your partner get benefits paid by another EEA country or Switzerland?", "your partner gets benefits paid by another EEA country or Switzerland", 1).
:- dynamic have_got_children_and_your_partner_gets_benefits/1.
:- ask(have_got_children_and_your_partner_gets_benefits, bool, "Have you got children and does your partner get benefits paid by another EEA country or Switzerland?", "you've got children and your partner gets benefits paid by another EEA country or Switzerland", 1).
:- claim(this_may_affect_your_tax_credits, "this may affect your tax credits (Your partner gets benefits in another EEA country or Switzerland)", 1).

% If you’ve got children and your partner gets benefits paid by another EEA country or Switzerland, this may affect your tax credits.
:- from(1).
this_may_affect_your_tax_credits :-
    group(have_got_children_and_your_partner_gets_benefits(true), (have_got_children(true), group(partner_gets_benefits_paid_by_another_eea_country_2(true), (partner_gets_benefits_paid_by_another_eea_country(true) ; partner_gets_benefits_paid_by_switzerland(true))))).

%%% 318-201fec69-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('318-201fec69-0').
:- text("## Vulnerable student bursary\n\nYou may get the full amount if you have expenses and study full-time on a course of at least 30 weeks.").
:- sentence(0, 3, 29).
:- sentence(1, 31, 133).

:- dynamic have_expenses/1.
:- ask(have_expenses, bool, "Do you have expenses?", "you have expenses", 1).
:- dynamic study_full_time_on_course_of_weeks/1.
:- ask(study_full_time_on_course_of_weeks, number("weeks"), "How many weeks do you study full-time on a course of?", "the number of weeks you study full-time on a course of", 1).
:- comparison(study_full_time_on_course_of_weeks >= 30, "Do you study full-time on a course of at least 30 weeks?", 1).
:- dynamic have_expenses_and_study_full_time_on_course/1.
:- ask(have_expenses_and_study_full_time_on_course, bool, "Do you have expenses and study full-time on a course of at least 30 weeks?", "you have expenses and study full-time on a course of at least 30 weeks", 1).
:- claim(may_get_full_amount, "you may get the full amount", 1).

% You may get the full amount if you have expenses and study full-time on a course of at least 30 weeks.
:- from(1).
may_get_full_amount :-
    group(have_expenses_and_study_full_time_on_course(true), (have_expenses(true), study_full_time_on_course_of_weeks(StudyFullTimeOnCourseOfWeeks), StudyFullTimeOnCourseOfWeeks >= 30)).

%%% 319-572bd3e7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('319-572bd3e7-0').
:- text("### Exceptions\n\nPaid work does not include money paid:\n\n* for a ‘Rent a Room’ scheme\n* for work done while in prison\n* as a grant for training or studying\n* as a sports award").
:- sentence(0, 4, 14).
:- sentence(1, 16, 54).
:- sentence(2, 58, 84).
:- sentence(3, 87, 116).
:- sentence(4, 119, 154).
:- sentence(5, 157, 174).

:- dynamic it_is_money_paid_for_rent_room_scheme/1.
:- ask(it_is_money_paid_for_rent_room_scheme, bool, "Is it money paid for a 'Rent a Room' scheme?", "it is money paid for a 'Rent a Room' scheme", 2).
:- dynamic it_is_money_paid_for_work_done_while/1.
:- ask(it_is_money_paid_for_work_done_while, bool, "Is it money paid for work done while in prison?", "it is money paid for work done while in prison", 3).
:- dynamic it_is_money_paid_as_grant_for_training/1.
:- ask(it_is_money_paid_as_grant_for_training, bool, "Is it money paid as a grant for training or studying?", "it is money paid as a grant for training or studying", 4).
:- dynamic it_is_money_paid_as_sports_award/1.
:- ask(it_is_money_paid_as_sports_award, bool, "Is it money paid as a sports award?", "it is money paid as a sports award", 5).
:- dynamic it_is_money_paid_for_rent_room_scheme_2/1.
:- ask(it_is_money_paid_for_rent_room_scheme_2, bool, "Is it money paid for a 'Rent a Room' scheme, for work done while in prison, as a grant for training or studying or as a sports award?", "it is money paid for a 'Rent a Room' scheme, for work done while in prison, as a grant for training or studying or as a sports award", 1).
:- claim(paid_work_includes_money_paid, "paid work includes money paid", 1).
:- claim(not_paid_work_includes_money_paid, "paid work does not include money paid", 1).

% Paid work does not include money paid:
:- from(1).
not_paid_work_includes_money_paid :-
    group(it_is_money_paid_for_rent_room_scheme_2(true), (it_is_money_paid_for_rent_room_scheme(true) ; it_is_money_paid_for_work_done_while(true) ; it_is_money_paid_as_grant_for_training(true) ; it_is_money_paid_as_sports_award(true))).
paid_work_includes_money_paid :-
    \+ not_paid_work_includes_money_paid.

%%% 320-219b8778-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('320-219b8778-0').
:- text("### Parenting Payment\n\n* have income under the limits\n* meet principal carer rules and care for a child under 8 if you’re single or under 6 if you’re partnered\n* meet residence rules\n* can’t claim before the birth of a child").
:- sentence(0, 4, 21).
:- sentence(1, 25, 53).
:- sentence(2, 56, 159).
:- sentence(3, 162, 182).
:- sentence(4, 185, 224).

:- dynamic have_income_under_limits/1.
:- ask(have_income_under_limits, bool, "Do you have income under the limits?", "you have income under the limits", 1).
:- dynamic meet_principal_carer_rules_and_care_for_child/1.
:- ask(meet_principal_carer_rules_and_care_for_child, bool, "Do you meet principal carer rules and care for a child under 8 if you are single or under 6 if you are partnered?", "you meet principal carer rules and care for a child under 8 if you are single or under 6 if you are partnered", 2).
:- dynamic meet_residence_rules/1.
:- ask(meet_residence_rules, bool, "Do you meet residence rules?", "you meet residence rules", 3).
:- dynamic can_claim_before_birth_of_child/1.
:- ask(can_claim_before_birth_of_child, bool, "Can you claim before the birth of a child?", "can claim before the birth of a child", 4).
:- claim(meet_conditions_parenting_payment, "you meet the conditions (Parenting Payment)", 1).

% have income under the limits
:- from(1).
meet_conditions_parenting_payment :-
    have_income_under_limits(true),
    meet_principal_carer_rules_and_care_for_child(true),
    meet_residence_rules(true),
    can_claim_before_birth_of_child(false).

%%% 321-fb3076c9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('321-fb3076c9-0').
:- text("The goal of FSA's farm loan programs is to graduate its borrowers to commercial credit. Once a farmer is able to obtain credit from the commercial lending sector, the agency's mission of providing temporary, supervised credit is complete.").
:- sentence(0, 0, 87).
:- sentence(1, 88, 238).

:- dynamic farmer_is_able_to_obtain_credit_from_commercial/1.
:- ask(farmer_is_able_to_obtain_credit_from_commercial, bool, "Is a farmer able to obtain credit from the commercial lending sector?", "a farmer is able to obtain credit from the commercial lending sector", 1).
:- claim(agencys_mission_of_providing_temporary_supervised_credit_is, "the agency's mission of providing temporary, supervised credit is complete", 1).
:- claim(goal_of_fsas_farm_loan_programs_is_to, "the goal of FSA's farm loan programs is to graduate its borrowers to commercial credit", 0).

% Once a farmer is able to obtain credit from the commercial lending sector, the agency's mission of providing temporary, supervised credit is complete.
:- from(1).
agencys_mission_of_providing_temporary_supervised_credit_is :-
    farmer_is_able_to_obtain_credit_from_commercial(true).

% The goal of FSA's farm loan programs is to graduate its borrowers to commercial credit.
:- from(0).
goal_of_fsas_farm_loan_programs_is_to :-
    true.

%%% 322-e5bd34eb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('322-e5bd34eb-0').
:- text("### View an electronic Aged Care Client Record or National Screening and Assessment Form — aged care providers guide\n\nIf the ACCR was submitted by paper or as an NSAF, No eACCR displays.").
:- sentence(0, 4, 116).
:- sentence(1, 118, 186).

:- dynamic accr_was_submitted_by_paper_or_as_nsaf/1.
:- ask(accr_was_submitted_by_paper_or_as_nsaf, bool, "Was the ACCR submitted by paper or as an NSAF?", "the ACCR was submitted by paper or as an NSAF", 1).
:- claim(eaccr_displays, "eACCR displays", 1).
:- claim(not_eaccr_displays, "it is not the case that eACCR displays (View an electronic Aged Care Client Record or National Screening and Assessment Form — aged care providers guide)", 1).

% If the ACCR was submitted by paper or as an NSAF, No eACCR displays.
:- from(1).
not_eaccr_displays :-
    accr_was_submitted_by_paper_or_as_nsaf(true).
eaccr_displays :-
    \+ not_eaccr_displays.

%%% 323-618eea8d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('323-618eea8d-0').
:- text("In order to qualify for this benefit program, you must be one of the following:\n\n* An individually enrolled member of a Federally recognized American Indian tribe or Alaska Native group\n* A corporation, limited liability company or other acceptable business entity with no less than 51 percent ownership by Federally recognized American Indians or Alaska Natives.\n* A Federally recognized American Indian Tribe or Alaska Native group.").
:- sentence(0, 0, 79).
:- sentence(1, 83, 185).
:- sentence(2, 188, 363).
:- sentence(3, 366, 434).

:- dynamic are_individually_enrolled_member_of_federally_recognized_american/1.
:- ask(are_individually_enrolled_member_of_federally_recognized_american, bool, "Are you an individually enrolled member of a Federally recognized American Indian tribe or Alaska Native group?", "you are an individually enrolled member of a Federally recognized American Indian tribe or Alaska Native group", 1).
:- dynamic are_corporation_limited_liability_company_or_other_acceptable/1.
:- ask(are_corporation_limited_liability_company_or_other_acceptable, bool, "Are you a corporation, limited liability company or other acceptable business entity with no less than 51 percent ownership by Federally recognized American Indians or Alaska Natives?", "you are a corporation, limited liability company or other acceptable business entity with no less than 51 percent ownership by Federally recognized American Indians or Alaska Natives", 2).
:- dynamic are_federally_recognized_american_indian_tribe_or_alaska/1.
:- ask(are_federally_recognized_american_indian_tribe_or_alaska, bool, "Are you a Federally recognized American Indian Tribe or Alaska Native group?", "you are a Federally recognized American Indian Tribe or Alaska Native group", 3).
:- dynamic are_individually_enrolled_member_of_federally_recognized_american_2/1.
:- ask(are_individually_enrolled_member_of_federally_recognized_american_2, bool, "Are you an individually enrolled member of a Federally recognized American Indian tribe or Alaska Native group, a corporation, limited liability company or other acceptable business entity with no less than 51 percent ownership by Federally recognized American Indians or Alaska Natives or a Federally recognized American Indian Tribe or Alaska Native group?", "you are an individually enrolled member of a Federally recognized American Indian tribe or Alaska Native group, a corporation, limited liability company or other acceptable business entity with no less than 51 percent ownership by Federally recognized American Indians or Alaska Natives or a Federally recognized American Indian Tribe or Alaska Native group", 0).
:- claim(can_qualify_for_this_benefit_program, "you can qualify for this benefit program", 0).

% In order to qualify for this benefit program, you must be one of the following:
:- from(0).
can_qualify_for_this_benefit_program :-
    group(are_individually_enrolled_member_of_federally_recognized_american_2(true), (are_individually_enrolled_member_of_federally_recognized_american(true) ; are_corporation_limited_liability_company_or_other_acceptable(true) ; are_federally_recognized_american_indian_tribe_or_alaska(true))).

%%% 324-ccf55356-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('324-ccf55356-0').
:- text("#  1. What’s taxed\n\nYou pay tax if your total annual income adds up to more than your Personal Allowance. Find out about your Personal Allowance and Income Tax rates.").
:- sentence(0, 3, 18).
:- sentence(1, 20, 105).
:- sentence(2, 106, 166).

:- dynamic total_annual_income_adds_up_to_more_than/1.
:- ask(total_annual_income_adds_up_to_more_than, bool, "Does your total annual income add up to more than your Personal Allowance?", "your total annual income adds up to more than your Personal Allowance", 1).
:- claim(pay_tax, "you pay tax", 1).

% You pay tax if your total annual income adds up to more than your Personal Allowance.
:- from(1).
pay_tax :-
    total_annual_income_adds_up_to_more_than(true).

%%% 325-92f89895-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('325-92f89895-0').
:- text("## If your benefits stop\n\nIf this happens, you could get an extra 4 weeks of Housing Benefit to help you pay your rent. This is called Extended Payment of Housing Benefit. If you’re eligible your council will contact you. You must have received certain benefits continuously for at least 26 weeks right up to the time when you went back work.").
:- sentence(0, 3, 24).
:- sentence(1, 26, 119).
:- sentence(2, 120, 171).
:- sentence(3, 172, 221).
:- sentence(4, 222, 342).

:- dynamic this_happens/1.
:- ask(this_happens, bool, "Does this happen?", "this happens", 1).
:- dynamic have_received_certain_benefits_continuously_for_at_least/1.
:- ask(have_received_certain_benefits_continuously_for_at_least, bool, "Have you received certain benefits continuously for at least 26 weeks right up to the time when you went back work?", "you have received certain benefits continuously for at least 26 weeks right up to the time when you went back work", 4).
:- dynamic are_eligible/1.
:- ask(are_eligible, bool, "Are you eligible?", "you are eligible", 3).
:- claim(could_get_extra_4_weeks_of_housing_benefit, "you could get an extra 4 weeks of Housing Benefit to help you pay your rent", 1).
:- claim(council_will_contact_you, "your council will contact you", 3).

% If this happens, you could get an extra 4 weeks of Housing Benefit to help you pay your rent.
:- from(1).
could_get_extra_4_weeks_of_housing_benefit :-
    this_happens(true).

% You must have received certain benefits continuously for at least 26 weeks right up to the time when you went back work.
:- from(4).
council_will_contact_you_requirement_1 :-
    have_received_certain_benefits_continuously_for_at_least(true).

% If you’re eligible your council will contact you.
:- from(3).
council_will_contact_you :-
    are_eligible(true),
    council_will_contact_you_requirement_1.

%%% 326-aa6cb518-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('326-aa6cb518-0').
:- text("A \"dependent child\" includes any unmarried child in one of the following categories:\n\n* A natural child of the Servicemember\n* A legally adopted child\n* A stepchild who is a member of the Servicemember's household\n* A child between the ages of 18 and 23 who is a full-time student, or a child who became permanently incapable of self-support before age 18").
:- sentence(0, 0, 84).
:- sentence(1, 88, 124).
:- sentence(2, 127, 150).
:- sentence(3, 153, 213).
:- sentence(4, 216, 355).

:- dynamic are_natural_child_of_servicemember/1.
:- ask(are_natural_child_of_servicemember, bool, "Are you a natural child of the Servicemember?", "you are a natural child of the Servicemember", 1).
:- dynamic are_legally_adopted_child/1.
:- ask(are_legally_adopted_child, bool, "Are you a legally adopted child?", "you are a legally adopted child", 2).
:- dynamic are_stepchild/1.
:- ask(are_stepchild, bool, "Are you a stepchild?", "you are a stepchild", 3).
:- dynamic are_member_of_servicemembers_household/1.
:- ask(are_member_of_servicemembers_household, bool, "Are you a member of the Servicemember's household?", "you are a member of the Servicemember's household", 3).
:- dynamic are_stepchild_who_is_member_of_servicemembers_household/1.
:- ask(are_stepchild_who_is_member_of_servicemembers_household, bool, "Are you a stepchild who is a member of the Servicemember's household?", "you are a stepchild who is a member of the Servicemember's household", 0).
:- dynamic are_child_between_ages_of_18_and_23/1.
:- ask(are_child_between_ages_of_18_and_23, bool, "Are you a child between the ages of 18 and 23 who is a full-time student, or a child who became permanently incapable of self-support before age 18?", "you are a child between the ages of 18 and 23 who is a full-time student, or a child who became permanently incapable of self-support before age 18", 4).
:- claim(dependent_child_includes_any_unmarried_child, "a \"dependent child\" includes any unmarried child", 0).

% A "dependent child" includes any unmarried child in one of the following categories:
:- from(0).
dependent_child_includes_any_unmarried_child :-
    (are_natural_child_of_servicemember(true) ; are_legally_adopted_child(true) ; group(are_stepchild_who_is_member_of_servicemembers_household(true), (are_stepchild(true), are_member_of_servicemembers_household(true))) ; are_child_between_ages_of_18_and_23(true)).

%%% 327-99f215bf-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('327-99f215bf-0').
:- text("#  3. What happens at the hearing\n\nYou must take your appeal papers and the documents you’re using as evidence. Evidence will usually be shared with all parties.").
:- sentence(0, 3, 33).
:- sentence(1, 35, 111).
:- sentence(2, 112, 161).

:- dynamic take_your_appeal_papers/1.
:- ask(take_your_appeal_papers, bool, "Do you take your appeal papers?", "you take your appeal papers", 1).
:- claim(meet_conditions_what_happens_at_hearing, "you meet the conditions (What happens at the hearing)", 1).
:- claim(evidence_will_be_shared_with_all_parties, "evidence will be shared with all parties", 2).

% You must take your appeal papers and the documents you’re using as evidence.
:- from(1).
meet_conditions_what_happens_at_hearing_requirement_1 :-
    take_your_appeal_papers(true).
meet_conditions_what_happens_at_hearing :-
    meet_conditions_what_happens_at_hearing_requirement_1.

% Evidence will usually be shared with all parties.
:- from(2).
evidence_will_be_shared_with_all_parties :-
    true.

%%% 328-8e10d32e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('328-8e10d32e-0').
:- text("#  2. Eligibility\n\nYou must apply for your visa no more than 6 months after you receive the CAS.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 96).

:- dynamic it_has_been_months_since_you_received_cas/1.
:- ask(it_has_been_months_since_you_received_cas, number("months"), "How many months has it been since you received the CAS?", "the number of months it has been since you received the CAS", 1).
:- comparison(it_has_been_months_since_you_received_cas > 6, "Has it been more than 6 months since you received the CAS?", 1).
:- claim(can_apply_for_your_visa, "you can apply for your visa", 1).

% You must apply for your visa no more than 6 months after you receive the CAS.
:- from(1).
can_apply_for_your_visa :-
    \+ (it_has_been_months_since_you_received_cas(ItHasBeenMonthsSinceYouReceivedCas), ItHasBeenMonthsSinceYouReceivedCas > 6).

%%% 329-fac65236-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('329-fac65236-0').
:- text("#  4. Moving to the UK\n\nYou must have been living in the UK for 3 months before you’re eligible to claim Child Tax Credit if you moved to the UK on or after 1 July 2014 and don’t have a job. This doesn’t apply if you:\n\n* were working in the UK before but temporarily can’t work because of your health or an accident\n* have been abroad for less than a year but usually live in the UK and were claiming Child Tax Credits before moving\n* have been abroad for less than a year but usually live in the UK and were in the UK for at least 3 months before moving\n* paid Class 1 or Class 2 National Insurance contributions while you were working abroad, and paid these in the 3 month period before returning to the UK").
:- sentence(0, 3, 22).
:- sentence(1, 24, 190).
:- sentence(2, 191, 217).
:- sentence(3, 221, 315).
:- sentence(4, 318, 432).
:- sentence(5, 435, 554).
:- sentence(6, 557, 708).

:- dynamic moved_to_uk_on_or_after_1_july/1.
:- ask(moved_to_uk_on_or_after_1_july, bool, "Did you move to the UK on or after 1 July 2014?", "you moved to the UK on or after 1 July 2014", 1).
:- dynamic have_job/1.
:- ask(have_job, bool, "Do you have a job?", "you have a job", 1).
:- dynamic have_been_living_in_uk_for_3_months/1.
:- ask(have_been_living_in_uk_for_3_months, bool, "Have you been living in the UK for 3 months?", "you have been living in the UK for 3 months", 1).
:- dynamic were_working_in_uk_before_but_temporarily_cannot/1.
:- ask(were_working_in_uk_before_but_temporarily_cannot, bool, "Were you working in the UK before but temporarily can't work because of your health or an accident?", "you were working in the UK before but temporarily can't work because of your health or an accident", 3).
:- dynamic have_been_abroad_for_less_than_year_but/1.
:- ask(have_been_abroad_for_less_than_year_but, bool, "Have you been abroad for less than a year but do you usually live in the UK and were you claiming Child Tax Credits before moving?", "you have been abroad for less than a year but usually live in the UK and were claiming Child Tax Credits before moving", 4).
:- dynamic have_been_abroad_for_less_than_year_but_2/1.
:- ask(have_been_abroad_for_less_than_year_but_2, bool, "Have you been abroad for less than a year but do you usually live in the UK and were you in the UK for at least 3 months before moving?", "you have been abroad for less than a year but usually live in the UK and were in the UK for at least 3 months before moving", 5).
:- dynamic paid_class_1_or_class_2_national_insurance/1.
:- ask(paid_class_1_or_class_2_national_insurance, bool, "Did you pay Class 1 or Class 2 National Insurance contributions while you were working abroad?", "you paid Class 1 or Class 2 National Insurance contributions while you were working abroad", 6).
:- dynamic paid_these_in_3_month_period_before_returning/1.
:- ask(paid_these_in_3_month_period_before_returning, bool, "Did you pay these in the 3 month period before returning to the UK?", "you paid these in the 3 month period before returning to the UK", 6).
:- dynamic paid_class_1_or_class_2_national_insurance_2/1.
:- ask(paid_class_1_or_class_2_national_insurance_2, bool, "Did you pay Class 1 or Class 2 National Insurance contributions while you were working abroad, and pay these in the 3 month period before returning to the UK?", "you paid Class 1 or Class 2 National Insurance contributions while you were working abroad, and paid these in the 3 month period before returning to the UK", 1).
:- claim(are_eligible_to_claim_child_tax_credit, "you are eligible to claim Child Tax Credit", 1).

% You must have been living in the UK for 3 months before you’re eligible to claim Child Tax Credit if you moved to the UK on or after 1 July 2014 and don’t have a job.
:- from(1).
are_eligible_to_claim_child_tax_credit_requirement_1 :-
    (\+ (moved_to_uk_on_or_after_1_july(true), have_job(false)) ; have_been_living_in_uk_for_3_months(true) ; were_working_in_uk_before_but_temporarily_cannot(true) ; have_been_abroad_for_less_than_year_but(true) ; have_been_abroad_for_less_than_year_but_2(true) ; group(paid_class_1_or_class_2_national_insurance_2(true), (paid_class_1_or_class_2_national_insurance(true), paid_these_in_3_month_period_before_returning(true)))).
are_eligible_to_claim_child_tax_credit :-
    are_eligible_to_claim_child_tax_credit_requirement_1.

%%% 330-dfb64dd6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('330-dfb64dd6-0').
:- text("### Benefits for your Business\n\nCentrepay can help your Business reduce administrative costs. This may include costs related to withdrawal and reconnection of your service to your customer.").
:- sentence(0, 4, 30).
:- sentence(1, 32, 93).
:- sentence(2, 94, 189).

:- dynamic are_your_business/1.
:- ask(are_your_business, bool, "Are you your Business?", "you are your Business", 1).
:- dynamic want_to_reduce_administrative_costs/1.
:- ask(want_to_reduce_administrative_costs, bool, "Do you want to reduce administrative costs?", "you want to reduce administrative costs", 1).
:- claim(centrepay_can_help_you, "centrepay can help you", 1).
:- claim(this_may_include_costs_related_to_withdrawal_and, "this may include costs related to withdrawal and reconnection of your service to your customer (Benefits for your Business)", 2).

% Centrepay can help your Business reduce administrative costs.
:- from(1).
centrepay_can_help_you :-
    are_your_business(true),
    want_to_reduce_administrative_costs(true).

% This may include costs related to withdrawal and reconnection of your service to your customer.
:- from(2).
this_may_include_costs_related_to_withdrawal_and :-
    true.

%%% 331-ca390888-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('331-ca390888-0').
:- text("### You’re from Turkey\n\nTo get Working Tax Credit you need to be lawfully present in the UK and a Turkish national.").
:- sentence(0, 4, 22).
:- sentence(1, 24, 115).

:- dynamic are_lawfully_present_in_uk/1.
:- ask(are_lawfully_present_in_uk, bool, "Are you lawfully present in the UK?", "you are lawfully present in the UK", 1).
:- dynamic are_turkish_national/1.
:- ask(are_turkish_national, bool, "Are you a Turkish national?", "you are a Turkish national", 1).
:- dynamic are_lawfully_present_in_uk_and_turkish_national/1.
:- ask(are_lawfully_present_in_uk_and_turkish_national, bool, "Are you lawfully present in the UK and a Turkish national?", "you are lawfully present in the UK and a Turkish national", 1).
:- claim(can_get_working_tax_credit, "you can get Working Tax Credit", 1).

% To get Working Tax Credit you need to be lawfully present in the UK and a Turkish national.
:- from(1).
can_get_working_tax_credit :-
    group(are_lawfully_present_in_uk_and_turkish_national(true), (are_lawfully_present_in_uk(true), are_turkish_national(true))).

%%% 332-6add77a8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('332-6add77a8-0').
:- text("## Sanctionable benefits\n\nThe following benefits can be reduced or stopped if you commit benefit fraud:\n\n* Carer’s Allowance\n* Employment and Support Allowance\n* Housing Benefit\n* Incapacity Benefit").
:- sentence(0, 3, 24).
:- sentence(1, 26, 103).
:- sentence(2, 107, 124).
:- sentence(3, 127, 159).
:- sentence(4, 162, 177).
:- sentence(5, 180, 198).

:- dynamic commit_benefit_fraud/1.
:- ask(commit_benefit_fraud, bool, "Do you commit benefit fraud?", "you commit benefit fraud", 1).
:- dynamic carers_allowance/1.
:- ask(carers_allowance, bool, "Is it Carer's Allowance?", "Carer's Allowance", 2).
:- dynamic employment_and_support_allowance/1.
:- ask(employment_and_support_allowance, bool, "Is it Employment and Support Allowance?", "Employment and Support Allowance", 3).
:- dynamic housing_benefit/1.
:- ask(housing_benefit, bool, "Is it Housing Benefit?", "Housing Benefit", 4).
:- dynamic incapacity_benefit/1.
:- ask(incapacity_benefit, bool, "Is it Incapacity Benefit?", "Incapacity Benefit", 5).
:- claim(benefit_can_be_reduced_or_stopped, "the benefit can be reduced or stopped", 1).

% The following benefits can be reduced or stopped if you commit benefit fraud:
:- from(1).
benefit_can_be_reduced_or_stopped :-
    commit_benefit_fraud(true),
    (carers_allowance(true) ; employment_and_support_allowance(true) ; housing_benefit(true) ; incapacity_benefit(true)).

%%% 333-741090fc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('333-741090fc-0').
:- text("## Apprentices\n\nApprentices are entitled to the apprentice rate if they’re either:\n\n* under 19\n* 19 or over and in the first year of their apprenticeship").
:- sentence(0, 3, 14).
:- sentence(1, 16, 82).
:- sentence(2, 86, 94).
:- sentence(3, 97, 153).

:- dynamic are_apprentice/1.
:- ask(are_apprentice, bool, "Are you an apprentice?", "you are an apprentice", 1).
:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 2).
:- comparison(age < 19, "Are you under 19?", 2).
:- comparison(age >= 19, "Are you 19 or over?", 3).
:- dynamic are_in_first_year_of_your_apprenticeship/1.
:- ask(are_in_first_year_of_your_apprenticeship, bool, "Are you in the first year of your apprenticeship?", "you are in the first year of your apprenticeship", 3).
:- dynamic are_19_or_over_and_in_first_year/1.
:- ask(are_19_or_over_and_in_first_year, bool, "Are you 19 or over and in the first year of your apprenticeship?", "you are 19 or over and in the first year of your apprenticeship", 1).
:- claim(are_entitled_to_apprentice_rate, "you are entitled to the apprentice rate", 1).

% Apprentices are entitled to the apprentice rate if they’re either:
:- from(1).
are_entitled_to_apprentice_rate :-
    are_apprentice(true),
    (age(Age), Age < 19 ; group(are_19_or_over_and_in_first_year(true), (age(Age), Age >= 19, are_in_first_year_of_your_apprenticeship(true)))).

%%% 334-c274c461-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('334-c274c461-0').
:- text("A myRA is a Roth IRA with contributions invested in a single U.S. Treasury savings bond. Key Roth IRA features include the following[i]:\n\n* Save up to $5,500 ($6,500 if 50 or older) annually in all of your Roth and traditional IRA accounts.\n* Because your contributions are made after-tax, you can take out what you put in, if you need it, without tax or penalty.\n* Transfer or roll over your money to a private sector Roth IRA at any time. Account balances should be transferred to a private sector Roth IRA when they reach $15,000, or after 30 years.\n* Income limits apply. You can contribute to a Roth IRA if in 2016 you earned below $132,000 ($133,000 for 2017) if single, and $194,000 ($196,000 for 2017) if married filing jointly.").
:- sentence(0, 0, 88).
:- sentence(1, 89, 136).
:- sentence(2, 140, 240).
:- sentence(3, 243, 363).
:- sentence(4, 366, 552).
:- sentence(5, 555, 736).

:- dynamic save_up_to_5_500_6_500_if/1.
:- ask(save_up_to_5_500_6_500_if, bool, "Do you save up to $5,500 ($6,500 if 50 or older) annually in all of your Roth and traditional IRA accounts?", "you save up to $5,500 ($6,500 if 50 or older) annually in all of your Roth and traditional IRA accounts", 2).
:- dynamic because_your_contributions_are_made_after_tax_you/1.
:- ask(because_your_contributions_are_made_after_tax_you, bool, "Can you because your contributions are made after-tax, take out what you put in, if you need it, without tax or penalty?", "because your contributions are made after-tax, you can take out what you put in, if you need it, without tax or penalty", 3).
:- dynamic transfer_or_roll_over_your_money_to_private/1.
:- ask(transfer_or_roll_over_your_money_to_private, bool, "Do you transfer or roll over your money to a private sector Roth IRA at any time?", "you transfer or roll over your money to a private sector Roth IRA at any time", 4).
:- dynamic account_balances_are_transferred_to_private_sector_roth/1.
:- ask(account_balances_are_transferred_to_private_sector_roth, bool, "Are account balances transferred to a private sector Roth IRA when they reach $15,000, or after 30 years?", "account balances are transferred to a private sector Roth IRA when they reach $15,000, or after 30 years", 4).
:- dynamic income_limits_apply/1.
:- ask(income_limits_apply, bool, "Do income limits apply?", "income limits apply", 5).
:- dynamic can_contribute_to_roth_ira_if_in_2016/1.
:- ask(can_contribute_to_roth_ira_if_in_2016, bool, "Can you contribute to a Roth IRA if in 2016 you earned below $132,000 ($133,000 for 2017) if single, and $194,000 ($196,000 for 2017) if married filing jointly?", "you can contribute to a Roth IRA if in 2016 you earned below $132,000 ($133,000 for 2017) if single, and $194,000 ($196,000 for 2017) if married filing jointly", 5).
:- claim(key_roth_ira_features_include_i, "Key Roth IRA features include[i]", 1).
:- claim(myra_is_roth_ira_with_contributions_invested_in, "a myRA is a Roth IRA with contributions invested in a single U.S. Treasury savings bond", 0).

% Key Roth IRA features include the following[i]:
:- from(1).
key_roth_ira_features_include_i :-
    (save_up_to_5_500_6_500_if(true) ; because_your_contributions_are_made_after_tax_you(true) ; transfer_or_roll_over_your_money_to_private(true), account_balances_are_transferred_to_private_sector_roth(true) ; income_limits_apply(true), can_contribute_to_roth_ira_if_in_2016(true)).

% A myRA is a Roth IRA with contributions invested in a single U.S. Treasury savings bond.
:- from(0).
myra_is_roth_ira_with_contributions_invested_in :-
    true.

%%% 335-c3a1727a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('335-c3a1727a-0').
:- text("## Casual or irregular work\n\nSomeone is likely to be a worker if one of these apply:\n\n* they occasionally do work for a specific business\n* the business doesn’t have to offer them work and they don’t have to accept it - they only work when they want to\n* their contract with the business uses terms like ‘casual’, ‘freelance’, ‘zero hours’, ‘as required’ or something similar\n* they had to agree with the business’s terms and conditions to get work - either verbally or in writing").
:- sentence(0, 3, 27).
:- sentence(1, 29, 84).
:- sentence(2, 88, 137).
:- sentence(3, 140, 252).
:- sentence(4, 255, 375).
:- sentence(5, 378, 480).

:- dynamic occasionally_do_work_for_specific_business/1.
:- ask(occasionally_do_work_for_specific_business, bool, "Do you occasionally work for a specific business?", "you occasionally do work for a specific business", 2).
:- dynamic business_offers_them_work_and_they_do_not/1.
:- ask(business_offers_them_work_and_they_do_not, bool, "Does the business offer them work and do they not have to accept it?", "the business offers them work and they don't have to accept it", 3).
:- dynamic contract_with_business_uses_terms_like_casual_freelance/1.
:- ask(contract_with_business_uses_terms_like_casual_freelance, bool, "Does your contract with the business use terms like 'casual', 'freelance', 'zero hours', 'as required' or something similar?", "your contract with the business uses terms like 'casual', 'freelance', 'zero hours', 'as required' or something similar", 4).
:- dynamic had_to_agree_with_businesss_terms_and_conditions/1.
:- ask(had_to_agree_with_businesss_terms_and_conditions, bool, "Did you have to agree with the business's terms and conditions to get work?", "you had to agree with the business's terms and conditions to get work", 5).
:- claim(someone_is_likely_to_be_worker, "someone is likely to be a worker", 1).

% Someone is likely to be a worker if one of these apply:
:- from(1).
someone_is_likely_to_be_worker :-
    (occasionally_do_work_for_specific_business(true) ; business_offers_them_work_and_they_do_not(false) ; contract_with_business_uses_terms_like_casual_freelance(true) ; had_to_agree_with_businesss_terms_and_conditions(true)).

%%% 336-a1fe7462-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('336-a1fe7462-0').
:- text("#  2. Charity donations: tax relief\n\nDonations to charity from individuals are tax free. You can get tax relief if you donate:\n\n* through Gift Aid\n* straight from your wages or pension, through Payroll Giving").
:- sentence(0, 3, 35).
:- sentence(1, 37, 88).
:- sentence(2, 89, 126).
:- sentence(3, 130, 146).
:- sentence(4, 149, 208).

:- dynamic it_is_donation_to_charity_from_individuals/1.
:- ask(it_is_donation_to_charity_from_individuals, bool, "Is it a donation to charity from individuals?", "it is a donation to charity from individuals", 1).
:- dynamic donate_through_gift_aid/1.
:- ask(donate_through_gift_aid, bool, "Do you donate through Gift Aid?", "you donate through Gift Aid", 3).
:- dynamic donate_straight_from_your_wages_or_pension_through/1.
:- ask(donate_straight_from_your_wages_or_pension_through, bool, "Do you donate straight from your wages or pension, through Payroll Giving?", "you donate straight from your wages or pension, through Payroll Giving", 4).
:- dynamic donate_through_gift_aid_or_straight_from_your/1.
:- ask(donate_through_gift_aid_or_straight_from_your, bool, "Do you donate through Gift Aid or straight from your wages or pension, through Payroll Giving?", "you donate through Gift Aid or straight from your wages or pension, through Payroll Giving", 2).
:- claim(it_is_tax_free, "it is tax free (Charity donations: tax relief)", 1).
:- claim(can_get_tax_relief, "you can get tax relief", 2).

% Donations to charity from individuals are tax free.
:- from(1).
it_is_tax_free :-
    it_is_donation_to_charity_from_individuals(true).

% You can get tax relief if you donate:
:- from(2).
can_get_tax_relief :-
    group(donate_through_gift_aid_or_straight_from_your(true), (donate_through_gift_aid(true) ; donate_straight_from_your_wages_or_pension_through(true))).

%%% 337-19346bb7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('337-19346bb7-0').
:- text("#  8. Cancel registration\n\nYou must cancel within 30 days if you stop being eligible or you may be charged a penalty.").
:- sentence(0, 3, 25).
:- sentence(1, 27, 117).

:- dynamic stop_being_eligible/1.
:- ask(stop_being_eligible, bool, "Do you stop being eligible?", "you stop being eligible", 1).
:- claim(must_cancel_within_30_days, "you must cancel within 30 days", 1).

% You must cancel within 30 days if you stop being eligible or you may be charged a penalty.
:- from(1).
must_cancel_within_30_days :-
    stop_being_eligible(true).

%%% 338-4b24e225-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('338-4b24e225-0').
:- text("#  1. Overview\n\nYou pay National Insurance contributions to qualify for certain benefits and the State Pension.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 111).

:- claim(pay_national_insurance_contributions_to_qualify_for_certain, "you pay National Insurance contributions to qualify for certain benefits and the State Pension", 1).

% You pay National Insurance contributions to qualify for certain benefits and the State Pension.
:- from(1).
pay_national_insurance_contributions_to_qualify_for_certain :-
    true.

%%% 339-014f1372-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('339-014f1372-0').
:- text("#  1. Overview\n\nYou can’t claim tax credits and Universal Credit at the same time.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 82).

:- dynamic claim_universal_credit/1.
:- ask(claim_universal_credit, bool, "Do you claim Universal Credit?", "you claim Universal Credit", 1).
:- dynamic claim_tax_credits/1.
:- ask(claim_tax_credits, bool, "Do you claim tax credits?", "you claim tax credits", 1).
:- claim(can_claim_tax_credits, "you can claim tax credits", 1).
:- claim(not_can_claim_tax_credits, "you can not claim tax credits", 1).
:- claim(can_claim_universal_credit, "you can claim Universal Credit", 1).
:- claim(not_can_claim_universal_credit, "you can not claim Universal Credit", 1).

% You can’t claim tax credits and Universal Credit at the same time.
:- from(1).
not_can_claim_tax_credits :-
    claim_universal_credit(true).
can_claim_tax_credits :-
    \+ not_can_claim_tax_credits.
not_can_claim_universal_credit :-
    claim_tax_credits(true).
can_claim_universal_credit :-
    \+ not_can_claim_universal_credit.

%%% 340-d1240ed9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('340-d1240ed9-0').
:- text("#  1. Eligibility\n\nYou need to ask for mandatory reconsideration (by letter or phone) within 1 month of the date of the decision.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 129).

:- dynamic are_asking_for_mandatory_reconsideration_by_letter_or/1.
:- ask(are_asking_for_mandatory_reconsideration_by_letter_or, bool, "Are you asking for mandatory reconsideration (by letter or phone) within 1 month of the date of the decision?", "you are asking for mandatory reconsideration (by letter or phone) within 1 month of the date of the decision", 1).
:- claim(can_ask_for_mandatory_reconsideration_by_letter_or, "you can ask for mandatory reconsideration (by letter or phone)", 1).

% You need to ask for mandatory reconsideration (by letter or phone) within 1 month of the date of the decision.
:- from(1).
can_ask_for_mandatory_reconsideration_by_letter_or :-
    are_asking_for_mandatory_reconsideration_by_letter_or(true).

%%% 341-215ae737-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('341-215ae737-0').
:- text("### Apply for a plant health certificate\n\nTo get a health certificate, your plants must be inspected.").
:- sentence(0, 4, 40).
:- sentence(1, 42, 101).

:- dynamic plants_are_inspected/1.
:- ask(plants_are_inspected, bool, "Are your plants inspected?", "your plants are inspected", 1).
:- claim(can_get_health_certificate, "you can get a health certificate", 1).

% To get a health certificate, your plants must be inspected.
:- from(1).
can_get_health_certificate :-
    plants_are_inspected(true).

%%% 342-64711079-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('342-64711079-0').
:- text("# Someone to deal with us on your behalf\n\nIf you want someone else to deal with us, you can authorise them to enquire, act or get payments for you.").
:- sentence(0, 2, 40).
:- sentence(1, 42, 147).

:- dynamic want_someone_else_to_deal_with_us/1.
:- ask(want_someone_else_to_deal_with_us, bool, "Do you want someone else to deal with us?", "you want someone else to deal with us", 1).
:- claim(can_authorise_them_to_enquire_act_or_get, "you can authorise them to enquire, act or get payments for you (Someone to deal with us on your behalf)", 1).

% If you want someone else to deal with us, you can authorise them to enquire, act or get payments for you.
:- from(1).
can_authorise_them_to_enquire_act_or_get :-
    want_someone_else_to_deal_with_us(true).

%%% 343-e74da67a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('343-e74da67a-0').
:- text("* The airport manager, or his authorized representative, shall be available during all hours of operation. A current telephone number shall be on file with the department.\n* The manager shall file a notice to airmen with the Federal Aviation Administration designating any changes in airport conditions that may effect safety. A \"notice to airmen\" file shall be maintained at the airport.\n* The manager shall display the local traffic pattern, airport traffic safety rules, any noise abatement procedures, and any special orders relating to the airport and its operations at a prominent location on the airport.\n* The manager shall submit a list of federal aviation registration numbers twice yearly to the department in May and November of all aircraft based at his airport.").
:- sentence(0, 2, 171).
:- sentence(1, 174, 388).
:- sentence(2, 391, 611).
:- sentence(3, 614, 775).

:- dynamic airport_manager_or_his_authorized_representative_is_available/1.
:- ask(airport_manager_or_his_authorized_representative_is_available, bool, "Is the airport manager, or his authorized representative, available during all hours of operation?", "the airport manager, or his authorized representative, is available during all hours of operation", 0).
:- dynamic current_telephone_number_is_on_file_with_department/1.
:- ask(current_telephone_number_is_on_file_with_department, bool, "Is a current telephone number on file with the department?", "a current telephone number is on file with the department", 0).
:- dynamic manager_files_notice_to_airmen_with_federal_aviation/1.
:- ask(manager_files_notice_to_airmen_with_federal_aviation, bool, "Does the manager file a notice to airmen with the Federal Aviation Administration designating any changes in airport conditions that may effect safety?", "the manager files a notice to airmen with the Federal Aviation Administration designating any changes in airport conditions that may effect safety", 1).
:- dynamic notice_to_airmen_file_is_maintained_at_airport/1.
:- ask(notice_to_airmen_file_is_maintained_at_airport, bool, "Is a \"notice to airmen\" file maintained at the airport?", "a \"notice to airmen\" file is maintained at the airport", 1).
:- dynamic manager_displays_local_traffic_pattern_airport_traffic_safety/1.
:- ask(manager_displays_local_traffic_pattern_airport_traffic_safety, bool, "Does the manager display the local traffic pattern, airport traffic safety rules, any noise abatement procedures, and any special orders relating to the airport and its operations at a prominent location on the airport?", "the manager displays the local traffic pattern, airport traffic safety rules, any noise abatement procedures, and any special orders relating to the airport and its operations at a prominent location on the airport", 2).
:- dynamic manager_submits_list_of_federal_aviation_registration_numbers/1.
:- ask(manager_submits_list_of_federal_aviation_registration_numbers, bool, "Does the manager submit a list of federal aviation registration numbers twice yearly to the department in May and November of all aircraft based at his airport?", "the manager submits a list of federal aviation registration numbers twice yearly to the department in May and November of all aircraft based at his airport", 3).
:- claim(meet_conditions, "you meet the conditions", 0).

% The airport manager, or his authorized representative, shall be available during all hours of operation. A current telephone number shall be on file with the department.
:- from(0).
meet_conditions :-
    airport_manager_or_his_authorized_representative_is_available(true),
    current_telephone_number_is_on_file_with_department(true),
    manager_files_notice_to_airmen_with_federal_aviation(true),
    notice_to_airmen_file_is_maintained_at_airport(true),
    manager_displays_local_traffic_pattern_airport_traffic_safety(true),
    manager_submits_list_of_federal_aviation_registration_numbers(true).

%%% 344-bc732cbc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('344-bc732cbc-0').
:- text("## What happens next\n\nYour application may be passed to an expert adviser in a national museum or gallery. If they’re against the export on the grounds of national importance, your application will be sent to the Reviewing Committee.").
:- sentence(0, 3, 20).
:- sentence(1, 22, 106).
:- sentence(2, 107, 233).

:- dynamic they_are_against_export_on_grounds_of_national/1.
:- ask(they_are_against_export_on_grounds_of_national, bool, "Are they against the export on the grounds of national importance?", "they are against the export on the grounds of national importance", 2).
:- claim(application_will_be_sent_to_reviewing_committee, "your application will be sent to the Reviewing Committee", 2).
:- claim(application_may_be_passed_to_expert_adviser_in, "your application may be passed to an expert adviser in a national museum or gallery", 1).

% If they’re against the export on the grounds of national importance, your application will be sent to the Reviewing Committee.
:- from(2).
application_will_be_sent_to_reviewing_committee :-
    they_are_against_export_on_grounds_of_national(true).

% Your application may be passed to an expert adviser in a national museum or gallery.
:- from(1).
application_may_be_passed_to_expert_adviser_in :-
    true.

%%% 345-3bc633a3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('345-3bc633a3-0').
:- text("## National Insurance\n\nYou might want to carry on paying National Insurance while you’re abroad if you’re:\n\n* planning to come back to the UK\n* going to claim the State Pension later").
:- sentence(0, 3, 21).
:- sentence(1, 23, 106).
:- sentence(2, 110, 141).
:- sentence(3, 144, 182).

:- dynamic are_planning_to_come_back_to_uk/1.
:- ask(are_planning_to_come_back_to_uk, bool, "Are you planning to come back to the UK?", "you are planning to come back to the UK", 2).
:- dynamic are_going_to_claim_state_pension_later/1.
:- ask(are_going_to_claim_state_pension_later, bool, "Are you going to claim the State Pension later?", "you are going to claim the State Pension later", 3).
:- dynamic are_planning_to_come_back_to_uk_or/1.
:- ask(are_planning_to_come_back_to_uk_or, bool, "Are you planning to come back to the UK or going to claim the State Pension later?", "you are planning to come back to the UK or going to claim the State Pension later", 1).
:- claim(might_want_to_carry_on_paying_national_insurance, "you might want to carry on paying National Insurance while you are abroad", 1).

% You might want to carry on paying National Insurance while you’re abroad if you’re:
:- from(1).
might_want_to_carry_on_paying_national_insurance :-
    group(are_planning_to_come_back_to_uk_or(true), (are_planning_to_come_back_to_uk(true) ; are_going_to_claim_state_pension_later(true))).

%%% 346-959cb255-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('346-959cb255-0').
:- text("## When you can’t inherit Additional State Pension\n\nYou can’t inherit your spouse or civil partner’s Additional State Pension if you remarry or form another civil partnership before you reach State Pension age.").
:- sentence(0, 3, 50).
:- sentence(1, 52, 210).

:- dynamic remarry_before_you_reach_state_pension_age/1.
:- ask(remarry_before_you_reach_state_pension_age, bool, "Do you remarry before you reach State Pension age?", "you remarry before you reach State Pension age", 1).
:- dynamic form_another_civil_partnership_before_you_reach_state/1.
:- ask(form_another_civil_partnership_before_you_reach_state, bool, "Do you form another civil partnership before you reach State Pension age?", "you form another civil partnership before you reach State Pension age", 1).
:- dynamic remarry_or_form_another_civil_partnership_before_you/1.
:- ask(remarry_or_form_another_civil_partnership_before_you, bool, "Do you remarry or form another civil partnership before you reach State Pension age?", "you remarry or form another civil partnership before you reach State Pension age", 1).
:- claim(can_inherit_your_spouse_or_civil_partners_additional, "you can inherit your spouse or civil partner's Additional State Pension", 1).
:- claim(not_can_inherit_your_spouse_or_civil_partners_additional, "you can not inherit your spouse or civil partner's Additional State Pension", 1).

% You can’t inherit your spouse or civil partner’s Additional State Pension if you remarry or form another civil partnership before you reach State Pension age.
:- from(1).
not_can_inherit_your_spouse_or_civil_partners_additional :-
    group(remarry_or_form_another_civil_partnership_before_you(true), (remarry_before_you_reach_state_pension_age(true) ; form_another_civil_partnership_before_you_reach_state(true))).
can_inherit_your_spouse_or_civil_partners_additional :-
    \+ not_can_inherit_your_spouse_or_civil_partners_additional.

%%% 347-ac814469-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('347-ac814469-0').
:- text("## Your nationality or residency status\n\nYou may also qualify if you’re:\n\n* the child of a Swiss national\n* the child of a Turkish worker\n* under humanitarian protection or a relative of someone who has been granted it\n* a serving member of the UK armed forces (or their spouse or civil partner or a dependent parent living with them) not resident in the UK and your course started after 1 August 2017").
:- sentence(0, 3, 39).
:- sentence(1, 41, 72).
:- sentence(2, 76, 105).
:- sentence(3, 108, 137).
:- sentence(4, 140, 218).
:- sentence(5, 221, 401).

:- dynamic are_child_of_swiss_national/1.
:- ask(are_child_of_swiss_national, bool, "Are you the child of a Swiss national?", "you are the child of a Swiss national", 2).
:- dynamic are_child_of_turkish_worker/1.
:- ask(are_child_of_turkish_worker, bool, "Are you the child of a Turkish worker?", "you are the child of a Turkish worker", 3).
:- dynamic are_under_humanitarian_protection/1.
:- ask(are_under_humanitarian_protection, bool, "Are you under humanitarian protection?", "you are under humanitarian protection", 4).
:- dynamic are_relative_of_someone_who_has_been_granted/1.
:- ask(are_relative_of_someone_who_has_been_granted, bool, "Are you a relative of someone who has been granted it?", "you are a relative of someone who has been granted it", 4).
:- dynamic are_under_humanitarian_protection_or_relative_of_someone/1.
:- ask(are_under_humanitarian_protection_or_relative_of_someone, bool, "Are you under humanitarian protection or a relative of someone who has been granted it?", "you are under humanitarian protection or a relative of someone who has been granted it", 1).
:- dynamic are_serving_member_of_uk_armed_forces_or/1.
:- ask(are_serving_member_of_uk_armed_forces_or, bool, "Are you a serving member of the UK armed forces (or their spouse or civil partner or a dependent parent living with them) not resident in the UK and did your course start after 1 August 2017?", "you are a serving member of the UK armed forces (or their spouse or civil partner or a dependent parent living with them) not resident in the UK and your course started after 1 August 2017", 5).
:- claim(may_qualify, "you may qualify", 1).

% You may also qualify if you’re:
:- from(1).
may_qualify :-
    (are_child_of_swiss_national(true) ; are_child_of_turkish_worker(true) ; group(are_under_humanitarian_protection_or_relative_of_someone(true), (are_under_humanitarian_protection(true) ; are_relative_of_someone_who_has_been_granted(true))) ; are_serving_member_of_uk_armed_forces_or(true)).

%%% 348-e060a0bc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('348-e060a0bc-0').
:- text("This benefit cannot be paid to the Veteran's dependents or survivors.").
:- sentence(0, 0, 69).

:- dynamic are_dependent_of_veteran/1.
:- ask(are_dependent_of_veteran, bool, "Are you a dependent of the Veteran?", "you are a dependent of the Veteran", 0).
:- dynamic are_survivor/1.
:- ask(are_survivor, bool, "Are you a survivor?", "you are a survivor", 0).
:- claim(can_get_this_benefit, "you can get this benefit", 0).
:- claim(not_can_get_this_benefit, "you can not get this benefit", 0).

% This benefit cannot be paid to the Veteran's dependents or survivors.
:- from(0).
not_can_get_this_benefit :-
    (are_dependent_of_veteran(true) ; are_survivor(true)).
can_get_this_benefit :-
    \+ not_can_get_this_benefit.

%%% 349-b21b7742-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('349-b21b7742-0').
:- text("In the state of Maine all passengers of a vehicle must wear seat belts unless:\n\n* The passenger is older than 1 year old and there are more people in the vehicle than seat belts.\n* The driver or passenger has a disability or other medical condition that makes it unsafe or impossible to wear a seat belt (in which case the driver or passenger must have documentation from a physician).\n* The driver is a mail carrier and in the process of delivering mail.").
:- sentence(0, 0, 78).
:- sentence(1, 82, 178).
:- sentence(2, 181, 385).
:- sentence(3, 388, 455).

:- dynamic passenger_age/1.
:- ask(passenger_age, number("years"), "How old is the passenger?", "the age of the passenger", 1).
:- comparison(passenger_age > 1, "Is the passenger older than 1 year old?", 1).
:- dynamic there_are_more_people_in_vehicle_than_seat/1.
:- ask(there_are_more_people_in_vehicle_than_seat, bool, "Are there more people in the vehicle than seat belts?", "there are more people in the vehicle than seat belts", 1).
:- dynamic passenger_is_older_than_1_year_old_and/1.
:- ask(passenger_is_older_than_1_year_old_and, bool, "Is the passenger older than 1 year old and there are more people in the vehicle than seat belts?", "the passenger is older than 1 year old and there are more people in the vehicle than seat belts", 0).
:- dynamic driver_or_passenger_has_disability_or_other_medical/1.
:- ask(driver_or_passenger_has_disability_or_other_medical, bool, "Does the driver or passenger have a disability or other medical condition that makes it unsafe or impossible to wear a seat belt (in which case the driver or passenger must have documentation from a physician)?", "the driver or passenger has a disability or other medical condition that makes it unsafe or impossible to wear a seat belt (in which case the driver or passenger must have documentation from a physician)", 2).
:- dynamic driver_is_mail_carrier/1.
:- ask(driver_is_mail_carrier, bool, "Is the driver a mail carrier?", "the driver is a mail carrier", 3).
:- dynamic driver_is_in_process_of_delivering_mail/1.
:- ask(driver_is_in_process_of_delivering_mail, bool, "Is the driver in the process of delivering mail?", "the driver is in the process of delivering mail", 3).
:- dynamic driver_is_mail_carrier_and_in_process_of/1.
:- ask(driver_is_mail_carrier_and_in_process_of, bool, "Is the driver a mail carrier and in the process of delivering mail?", "the driver is a mail carrier and in the process of delivering mail", 0).
:- claim(in_state_of_maine_all_passengers_of_vehicle, "in the state of Maine all passengers of a vehicle must wear seat belts", 0).

% In the state of Maine all passengers of a vehicle must wear seat belts unless:
:- from(0).
in_state_of_maine_all_passengers_of_vehicle :-
    \+ (group(passenger_is_older_than_1_year_old_and(true), (passenger_age(PassengerAge), PassengerAge > 1, there_are_more_people_in_vehicle_than_seat(true))) ; driver_or_passenger_has_disability_or_other_medical(true) ; group(driver_is_mail_carrier_and_in_process_of(true), (driver_is_mail_carrier(true), driver_is_in_process_of_delivering_mail(true)))).

%%% 350-51b073a1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('350-51b073a1-0').
:- text("## How to complain\n\nIf you write, include:\n\n* your National Insurance number\n* your full name, address and telephone number\n* details of what happened and when\n* how you’d like your complaint settled").
:- sentence(0, 3, 18).
:- sentence(1, 20, 42).
:- sentence(2, 46, 76).
:- sentence(3, 79, 123).
:- sentence(4, 126, 159).
:- sentence(5, 162, 199).

:- dynamic write_2/1.
:- ask(write_2, bool, "Do you write?", "you write", 1).
:- claim(include_your_national_insurance_number, "you should include your National Insurance number", 2).
:- claim(include_your_full_name_address_and_telephone_number, "you should include your full name, address and telephone number", 3).
:- claim(include_details_of_what_happened_and_when, "you should include details of what happened and when", 4).
:- claim(include_how_you_would_like_your_complaint_settled, "you should include how you'd like your complaint settled", 5).

% your National Insurance number
:- from(2).
include_your_national_insurance_number :-
    write_2(true).

% your full name, address and telephone number
:- from(3).
include_your_full_name_address_and_telephone_number :-
    write_2(true).

% details of what happened and when
:- from(4).
include_details_of_what_happened_and_when :-
    write_2(true).

% how you’d like your complaint settled
:- from(5).
include_how_you_would_like_your_complaint_settled :-
    write_2(true).

%%% 351-cb45ac2d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('351-cb45ac2d-0').
:- text("## Pension Credit\n\nYou’ll usually get Cold Weather Payments if you get Pension Credit.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 86).

:- dynamic get_pension_credit/1.
:- ask(get_pension_credit, bool, "Do you get Pension Credit?", "you get Pension Credit", 1).
:- claim(will_get_cold_weather_payments, "you will get Cold Weather Payments", 1).

% You’ll usually get Cold Weather Payments if you get Pension Credit.
:- from(1).
will_get_cold_weather_payments :-
    get_pension_credit(true).

%%% 352-2555d9df-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('352-2555d9df-0').
:- text("To qualify for assistance, applicants must meet all loan eligibility requirements including:\n\n* Be unable to obtain credit elsewhere at reasonable rates and terms to meet actual needs;\n* Possess legal capacity to incur loan obligations;\n* Not be delinquent on a federal debt; and\n* Not have caused FSA a loss by receiving debt forgiveness (certain exceptions apply); and").
:- sentence(0, 0, 92).
:- sentence(1, 96, 184).
:- sentence(2, 187, 236).
:- sentence(3, 239, 279).
:- sentence(4, 282, 370).

:- dynamic are_unable_to_obtain_credit_elsewhere_at_reasonable/1.
:- ask(are_unable_to_obtain_credit_elsewhere_at_reasonable, bool, "Are you unable to obtain credit elsewhere at reasonable rates and terms to meet actual needs?", "you are unable to obtain credit elsewhere at reasonable rates and terms to meet actual needs", 1).
:- dynamic possess_legal_capacity_to_incur_loan_obligations/1.
:- ask(possess_legal_capacity_to_incur_loan_obligations, bool, "Do you possess legal capacity to incur loan obligations?", "you possess legal capacity to incur loan obligations", 2).
:- dynamic are_delinquent_on_federal_debt/1.
:- ask(are_delinquent_on_federal_debt, bool, "Are you delinquent on a federal debt?", "you are delinquent on a federal debt", 3).
:- dynamic have_caused_fsa_loss_by_receiving_debt_forgiveness/1.
:- ask(have_caused_fsa_loss_by_receiving_debt_forgiveness, bool, "Have you caused FSA a loss by receiving debt forgiveness (certain exceptions apply)?", "have caused FSA a loss by receiving debt forgiveness (certain exceptions apply)", 4).
:- claim(can_qualify_for_assistance, "you can qualify for assistance", 0).

% To qualify for assistance, applicants must meet all loan eligibility requirements including:
:- from(0).
can_qualify_for_assistance :-
    are_unable_to_obtain_credit_elsewhere_at_reasonable(true),
    possess_legal_capacity_to_incur_loan_obligations(true),
    are_delinquent_on_federal_debt(false),
    have_caused_fsa_loss_by_receiving_debt_forgiveness(false).

%%% 353-37c29d77-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('353-37c29d77-0').
:- text("#### Centrepay promotional products include:\n\nA Business can have up to 30,000 brochures free each year. You can talk to us about larger printing requests, which we will generally charge at cost.").
:- sentence(0, 5, 44).
:- sentence(1, 46, 104).
:- sentence(2, 105, 195).

:- dynamic are_business/1.
:- ask(are_business, bool, "Are you a Business?", "you are a Business", 1).
:- dynamic need_more_than_30_000_brochures/1.
:- ask(need_more_than_30_000_brochures, bool, "Do you need more than 30,000 brochures?", "you need more than 30,000 brochures", 1).
:- claim(can_have_up_to_30_000_brochures_free, "you can have up to 30,000 brochures free each year", 1).
:- claim(can_talk_to_us_about_larger_printing_requests, "you can talk to us about larger printing requests, which we will charge at cost", 2).

% A Business can have up to 30,000 brochures free each year.
:- from(1).
can_have_up_to_30_000_brochures_free :-
    are_business(true),
    need_more_than_30_000_brochures(false).

% You can talk to us about larger printing requests, which we will generally charge at cost.
:- from(2).
can_talk_to_us_about_larger_printing_requests :-
    true.

%%% 354-e541eaf9-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('354-e541eaf9-0').
:- text("### Check if you need a plant passport\n\nIf it’s on either list you’ll need to make a plant passport.").
:- sentence(0, 4, 38).
:- sentence(1, 40, 100).

:- dynamic its_on_either_list/1.
:- ask(its_on_either_list, bool, "Is it on either list?", "it's on either list", 1).
:- claim(will_need_to_make_plant_passport, "you will need to make a plant passport", 1).

% If it’s on either list you’ll need to make a plant passport.
:- from(1).
will_need_to_make_plant_passport :-
    its_on_either_list(true).

%%% 355-52917965-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('355-52917965-0').
:- text("## Claiming when abroad\n\nIf you’re going to (or are already living in) a European Economic Area (EEA) country or one with a special agreement with the UK, you may be able to claim:\n\n* UK-based benefits\n* benefits provided by the country you’re going to").
:- sentence(0, 3, 23).
:- sentence(1, 25, 180).
:- sentence(2, 184, 201).
:- sentence(3, 204, 252).

:- dynamic are_going_to_or_are_already_living_in/1.
:- ask(are_going_to_or_are_already_living_in, bool, "Are you going to (or are you already living in) a European Economic Area (EEA) country?", "you are going to (or are already living in) a European Economic Area (EEA) country", 1).
:- dynamic are_going_to_or_are_already_living_in_2/1.
:- ask(are_going_to_or_are_already_living_in_2, bool, "Are you going to (or are you already living in) one with a special agreement with the UK?", "you are going to (or are already living in) one with a special agreement with the UK", 1).
:- dynamic are_going_to_or_are_already_living_in_3/1.
:- ask(are_going_to_or_are_already_living_in_3, bool, "Are you going to (or are you already living in) a European Economic Area (EEA) country or one with a special agreement with the UK?", "you are going to (or are already living in) a European Economic Area (EEA) country or one with a special agreement with the UK", 2).
:- claim(may_be_able_to_claim_uk_based_benefits, "you may be able to claim UK-based benefits", 2).
:- claim(may_be_able_to_claim_benefits_provided_by, "you may be able to claim benefits provided by the country you are going to", 3).

% UK-based benefits
:- from(2).
may_be_able_to_claim_uk_based_benefits :-
    group(are_going_to_or_are_already_living_in_3(true), (are_going_to_or_are_already_living_in(true) ; are_going_to_or_are_already_living_in_2(true))).

% benefits provided by the country you’re going to
:- from(3).
may_be_able_to_claim_benefits_provided_by :-
    group(are_going_to_or_are_already_living_in_3(true), (are_going_to_or_are_already_living_in(true) ; are_going_to_or_are_already_living_in_2(true))).

%%% 356-fd79672b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('356-fd79672b-0').
:- text("Guidance").
:- sentence(0, 0, 8).

:- claim(describes_guidance, "Guidance", 0).

% Guidance
:- from(0).
describes_guidance.

%%% 357-2ee5db1e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('357-2ee5db1e-0').
:- text("1. Commercial airports.\n* There shall be adequate toilet facilities approved by the proper authority in the community in which the commercial airport is located, an operation area contained in a building which has an interior floor area measuring no less than 6 feet by 8 feet, and a public telephone.").
:- sentence(0, 3, 23).
:- sentence(1, 26, 301).

:- dynamic it_is_commercial_airport/1.
:- ask(it_is_commercial_airport, bool, "Is it a commercial airport?", "it is a commercial airport", 0).
:- dynamic there_is_adequate_toilet_facilities_approved_by_proper/1.
:- ask(there_is_adequate_toilet_facilities_approved_by_proper, bool, "Did an operation area there is adequate toilet facilities approved by the proper authority in the community in which the commercial airport is located, contain in a building which has an interior floor area measuring no less than 6 feet by 8 feet, and a public telephone?", "there is adequate toilet facilities approved by the proper authority in the community in which the commercial airport is located, an operation area contained in a building which has an interior floor area measuring no less than 6 feet by 8 feet, and a public telephone", 1).
:- claim(meet_conditions, "you meet the conditions", 0).

% Commercial airports.
:- from(0).
meet_conditions :-
    it_is_commercial_airport(true),
    there_is_adequate_toilet_facilities_approved_by_proper(true).

%%% 358-87ffc9c5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('358-87ffc9c5-0').
:- text("#  Export chemicals: licences and special rules\n\nExport rules cover single substances as well as mixtures (also called preparations). For example, paints, inks, glues or oils. There are special rules for products that contain highly restricted chemicals outside the EU.").
:- sentence(0, 3, 47).
:- sentence(1, 49, 133).
:- sentence(2, 134, 175).
:- sentence(3, 176, 269).

:- dynamic it_is_single_substance_as_well_as_mixture/1.
:- ask(it_is_single_substance_as_well_as_mixture, bool, "Is it a single substance as well as mixture (also called preparations)?", "it is a single substance as well as mixture (also called preparations)", 1).
:- claim(export_rules_cover_it, "export rules cover it (Export chemicals: licences and special rules)", 1).
:- claim(for_example_paints_inks_glues_or_oils, "for example, paints, inks, glues or oils", 2).
:- claim(there_are_special_rules_for_products_that_contain, "there are special rules for products that contain highly restricted chemicals outside the EU (Export chemicals: licences and special rules)", 3).

% Export rules cover single substances as well as mixtures (also called preparations).
:- from(1).
export_rules_cover_it :-
    it_is_single_substance_as_well_as_mixture(true).

% For example, paints, inks, glues or oils.
:- from(2).
for_example_paints_inks_glues_or_oils :-
    true.

% There are special rules for products that contain highly restricted chemicals outside the EU.
:- from(3).
there_are_special_rules_for_products_that_contain :-
    true.

%%% 359-c359780f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('359-c359780f-0').
:- text("# Employment Authorization Document\n\nYou do not need to apply for an EAD if you are a lawful permanent resident. Your Green Card (Form I-551, Permanent Resident Card) is evidence of your employment authorization. You also do not need to apply for an EAD if you have a nonimmigrant visa that authorizes you to work for a specific employer.").
:- sentence(0, 2, 35).
:- sentence(1, 37, 112).
:- sentence(2, 113, 212).
:- sentence(3, 213, 338).

:- dynamic are_lawful_permanent_resident/1.
:- ask(are_lawful_permanent_resident, bool, "Are you a lawful permanent resident?", "you are a lawful permanent resident", 1).
:- dynamic have_nonimmigrant_visa_that_authorizes_you_to_work/1.
:- ask(have_nonimmigrant_visa_that_authorizes_you_to_work, bool, "Do you have a nonimmigrant visa that authorizes you to work for a specific employer?", "you have a nonimmigrant visa that authorizes you to work for a specific employer", 3).
:- claim(need_to_apply_for_ead, "you need to apply for an EAD", 1).
:- claim(not_need_to_apply_for_ead, "you do not need to apply for an EAD", 1).
:- claim(green_card_form_i_551_permanent_resident_card, "your Green Card (Form I-551, Permanent Resident Card) is evidence of your employment authorization", 2).

% You do not need to apply for an EAD if you are a lawful permanent resident.
:- from(1).
not_need_to_apply_for_ead :-
    are_lawful_permanent_resident(true).

% You also do not need to apply for an EAD if you have a nonimmigrant visa that authorizes you to work for a specific employer.
:- from(3).
not_need_to_apply_for_ead :-
    have_nonimmigrant_visa_that_authorizes_you_to_work(true).

% You do not need to apply for an EAD if you are a lawful permanent resident.
:- from(1).
need_to_apply_for_ead :-
    \+ not_need_to_apply_for_ead.

% Your Green Card (Form I-551, Permanent Resident Card) is evidence of your employment authorization.
:- from(2).
green_card_form_i_551_permanent_resident_card :-
    true.

%%% 360-6dab222a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('360-6dab222a-0').
:- text("### Social security agreements with other countries\n\nIf you lived in another country and are able to get a pension from them, you need to tell us.").
:- sentence(0, 4, 51).
:- sentence(1, 53, 146).

:- dynamic lived_in_another_country/1.
:- ask(lived_in_another_country, bool, "Did you live in another country?", "you lived in another country", 1).
:- dynamic are_able_to_get_pension_from_them/1.
:- ask(are_able_to_get_pension_from_them, bool, "Are you able to get a pension from them?", "you are able to get a pension from them", 1).
:- dynamic lived_in_another_country_and_are_able_to/1.
:- ask(lived_in_another_country_and_are_able_to, bool, "Did you live in another country and are you able to get a pension from them?", "you lived in another country and are able to get a pension from them", 1).
:- claim(need_to_tell_us, "you need to tell us", 1).

% If you lived in another country and are able to get a pension from them, you need to tell us.
:- from(1).
need_to_tell_us :-
    group(lived_in_another_country_and_are_able_to(true), (lived_in_another_country(true), are_able_to_get_pension_from_them(true))).

%%% 361-aac45edc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('361-aac45edc-0').
:- text("## Claiming when abroad\n\nThere will be no change to the rights and status of EU nationals living in the UK, nor UK nationals living in the EU, while the UK remains in the EU.").
:- sentence(0, 3, 23).
:- sentence(1, 25, 174).

:- claim(there_will_be_change_to_rights_and_status, "there will be change to the rights and status of EU nationals living in the UK, nor UK nationals living in the EU, while the UK remains in the EU", 1).
:- claim(not_there_will_be_change_to_rights_and_status, "there will not be change to the rights and status of EU nationals living in the UK, nor UK nationals living in the EU, while the UK remains in the EU", 1).

% There will be no change to the rights and status of EU nationals living in the UK, nor UK nationals living in the EU, while the UK remains in the EU.
:- from(1).
not_there_will_be_change_to_rights_and_status :-
    true.
there_will_be_change_to_rights_and_status :-
    \+ not_there_will_be_change_to_rights_and_status.

%%% 362-6e327280-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('362-6e327280-0').
:- text("#  2. Eligibility\n\nIf you won’t be living in the UK during the qualifying week, you might still get the payment if both the following apply:\n\n* you live in Switzerland or a European Economic Area (EEA) country\n* you have a genuine link with the UK social security system, such as having lived or worked in the UK for most of your life").
:- sentence(0, 3, 17).
:- sentence(1, 19, 140).
:- sentence(2, 144, 209).
:- sentence(3, 212, 334).

:- dynamic will_be_living_in_uk_during_qualifying_week/1.
:- ask(will_be_living_in_uk_during_qualifying_week, bool, "Will you be living in the UK during the qualifying week?", "you will be living in the UK during the qualifying week", 1).
:- dynamic live_in_switzerland_or_european_economic_area_eea/1.
:- ask(live_in_switzerland_or_european_economic_area_eea, bool, "Do you live in Switzerland or a European Economic Area (EEA) country?", "you live in Switzerland or a European Economic Area (EEA) country", 2).
:- dynamic have_genuine_link_with_uk_social_security_system/1.
:- ask(have_genuine_link_with_uk_social_security_system, bool, "Do you have a genuine link with the UK social security system, such as having lived or worked in the UK for most of your life?", "you have a genuine link with the UK social security system, such as having lived or worked in the UK for most of your life", 3).
:- claim(might_get_payment, "you might get the payment", 1).

% If you won’t be living in the UK during the qualifying week, you might still get the payment if both the following apply:
:- from(1).
might_get_payment :-
    will_be_living_in_uk_during_qualifying_week(false),
    live_in_switzerland_or_european_economic_area_eea(true),
    have_genuine_link_with_uk_social_security_system(true).

%%% 363-2d6201fd-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('363-2d6201fd-0').
:- text("#  1. Overview\n\nYou must register for VAT with HM Revenue and Customs (HMRC) if your business’ VAT taxable turnover is more than £85,000.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 137).

:- dynamic business_vat_taxable_turnover_is_amount/1.
:- ask(business_vat_taxable_turnover_is_amount, number("£"), "How much is your business' VAT taxable turnover?", "the amount your business' VAT taxable turnover is", 1).
:- comparison(business_vat_taxable_turnover_is_amount > 85000, "Is your business' VAT taxable turnover more than £85,000?", 1).
:- claim(must_register_for_vat_with_hm_revenue_and, "you must register for VAT with HM Revenue and Customs (HMRC)", 1).

% You must register for VAT with HM Revenue and Customs (HMRC) if your business’ VAT taxable turnover is more than £85,000.
:- from(1).
must_register_for_vat_with_hm_revenue_and :-
    business_vat_taxable_turnover_is_amount(BusinessVatTaxableTurnoverIsAmount),
    BusinessVatTaxableTurnoverIsAmount > 85000.

%%% 364-2c99eb39-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('364-2c99eb39-0').
:- text("## North Korea\n\nThe banned luxury goods for North Korea are:\n\n* pure bred horses\n* caviar and caviar substitutes\n* truffles and goods containing truffles\n* high quality wines and spirits").
:- sentence(0, 3, 14).
:- sentence(1, 16, 60).
:- sentence(2, 64, 80).
:- sentence(3, 83, 112).
:- sentence(4, 115, 153).
:- sentence(5, 156, 186).

:- dynamic it_is_pure_bred_horse/1.
:- ask(it_is_pure_bred_horse, bool, "Is it a pure bred horse?", "it is a pure bred horse", 2).
:- dynamic it_is_caviar_and_caviar_substitutes/1.
:- ask(it_is_caviar_and_caviar_substitutes, bool, "Is it caviar and caviar substitutes?", "it is caviar and caviar substitutes", 3).
:- dynamic it_is_truffles_and_goods_containing_truffles/1.
:- ask(it_is_truffles_and_goods_containing_truffles, bool, "Is it truffles and goods containing truffles?", "it is truffles and goods containing truffles", 4).
:- dynamic it_is_high_quality_wines_and_spirits/1.
:- ask(it_is_high_quality_wines_and_spirits, bool, "Is it high quality wines and spirits?", "it is high quality wines and spirits", 5).
:- dynamic it_is_pure_bred_horse_caviar_and_caviar/1.
:- ask(it_is_pure_bred_horse_caviar_and_caviar, bool, "Is it a pure bred horse, caviar and caviar substitutes, truffles and goods containing truffles or high quality wines and spirits?", "it is a pure bred horse, caviar and caviar substitutes, truffles and goods containing truffles or high quality wines and spirits", 1).
:- claim(it_is_one_of_allowed_luxury_goods_for, "it is one of the allowed luxury goods for North Korea", 1).
:- claim(not_it_is_one_of_allowed_luxury_goods_for, "it is not one of the allowed luxury goods for North Korea", 1).

% The banned luxury goods for North Korea are:
:- from(1).
not_it_is_one_of_allowed_luxury_goods_for :-
    group(it_is_pure_bred_horse_caviar_and_caviar(true), (it_is_pure_bred_horse(true) ; it_is_caviar_and_caviar_substitutes(true) ; it_is_truffles_and_goods_containing_truffles(true) ; it_is_high_quality_wines_and_spirits(true))).
it_is_one_of_allowed_luxury_goods_for :-
    \+ not_it_is_one_of_allowed_luxury_goods_for.

%%% 365-65b2a85f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('365-65b2a85f-0').
:- text("#  8. Bereavement benefits\n\nIf you’re already getting a bereavement benefit when you move abroad, you’ll still get it - it doesn’t matter where you move to.").
:- sentence(0, 3, 26).
:- sentence(1, 28, 156).

:- dynamic are_already_getting_bereavement_benefit_when_you_move/1.
:- ask(are_already_getting_bereavement_benefit_when_you_move, bool, "Are you already getting a bereavement benefit when you move abroad?", "you are already getting a bereavement benefit when you move abroad", 1).
:- claim(will_get_it, "you will get it (Bereavement benefits)", 1).

% If you’re already getting a bereavement benefit when you move abroad, you’ll still get it - it doesn’t matter where you move to.
:- from(1).
will_get_it :-
    are_already_getting_bereavement_benefit_when_you_move(true).

%%% 366-97be35a1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('366-97be35a1-0').
:- text("## Processing times for applications\n\nThe processing time for applications can be up to 6 weeks. If you’re a new health professional you must have your provider number and Medicare eligibility before you start billing.").
:- sentence(0, 3, 36).
:- sentence(1, 38, 96).
:- sentence(2, 97, 218).

:- dynamic are_new_health_professional/1.
:- ask(are_new_health_professional, bool, "Are you a new health professional?", "you are a new health professional", 2).
:- dynamic have_your_provider_number_and_medicare_eligibility/1.
:- ask(have_your_provider_number_and_medicare_eligibility, bool, "Do you have your provider number and Medicare eligibility?", "you have your provider number and Medicare eligibility", 2).
:- claim(can_start_billing, "you can start billing", 2).
:- claim(processing_time_for_applications_can_be_up_to, "the processing time for applications can be up to 6 weeks", 1).

% If you’re a new health professional you must have your provider number and Medicare eligibility before you start billing.
:- from(2).
can_start_billing_requirement_1 :-
    (\+ are_new_health_professional(true) ; have_your_provider_number_and_medicare_eligibility(true)).
can_start_billing :-
    can_start_billing_requirement_1.

% The processing time for applications can be up to 6 weeks.
:- from(1).
processing_time_for_applications_can_be_up_to :-
    true.

%%% 367-a15ed99c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('367-a15ed99c-0').
:- text("### Extended Family Tax Benefit Part A threshold\n\nIf you get Family Tax Benefit Part A you’re eligible for the FTB Part A Medicare Safety Net threshold.").
:- sentence(0, 4, 48).
:- sentence(1, 50, 152).

:- dynamic get_family_tax_benefit_part/1.
:- ask(get_family_tax_benefit_part, bool, "Do you get Family Tax Benefit Part A?", "you get Family Tax Benefit Part A", 1).
:- claim(are_eligible_for_ftb_part_medicare_safety_net, "you are eligible for the FTB Part A Medicare Safety Net threshold", 1).

% If you get Family Tax Benefit Part A you’re eligible for the FTB Part A Medicare Safety Net threshold.
:- from(1).
are_eligible_for_ftb_part_medicare_safety_net :-
    get_family_tax_benefit_part(true).

%%% 368-86aa792e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('368-86aa792e-0').
:- text("#  Businesses and charging VAT\n\nIf you’ve charged more VAT than you’ve paid, you have to pay the difference to HMRC. If you’ve paid more VAT than you’ve charged, you can reclaim the difference from HMRC.").
:- sentence(0, 3, 30).
:- sentence(1, 32, 116).
:- sentence(2, 117, 203).

:- dynamic have_charged_more_vat_than_you_have_paid/1.
:- ask(have_charged_more_vat_than_you_have_paid, bool, "Have you charged more VAT than you have paid?", "you have charged more VAT than you have paid", 1).
:- dynamic have_paid_more_vat_than_you_have_charged/1.
:- ask(have_paid_more_vat_than_you_have_charged, bool, "Have you paid more VAT than you have charged?", "you have paid more VAT than you have charged", 2).
:- claim(have_to_pay_difference_to_hmrc, "you have to pay the difference to HMRC", 1).
:- claim(can_reclaim_difference_from_hmrc, "you can reclaim the difference from HMRC", 2).

% If you’ve charged more VAT than you’ve paid, you have to pay the difference to HMRC.
:- from(1).
have_to_pay_difference_to_hmrc :-
    have_charged_more_vat_than_you_have_paid(true).

% If you’ve paid more VAT than you’ve charged, you can reclaim the difference from HMRC.
:- from(2).
can_reclaim_difference_from_hmrc :-
    have_paid_more_vat_than_you_have_charged(true).

%%% 369-364cd1ab-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('369-364cd1ab-0').
:- text("The Social Security Divorced Spouse Benefits are a federally funded program administered by the U.S. Social Security Administration (SSA). These benefits are paid to divorced spouses of workers who are receiving (or are eligible to receive) Social Security benefits.").
:- sentence(0, 0, 138).
:- sentence(1, 139, 266).

:- dynamic are_divorced_spouse_of_workers_who_are_receiving/1.
:- ask(are_divorced_spouse_of_workers_who_are_receiving, bool, "Are you a divorced spouse of workers who are receiving Social Security benefits?", "you are a divorced spouse of workers who are receiving Social Security benefits", 1).
:- claim(can_get_these_benefits, "you can get these benefits", 1).
:- claim(social_security_divorced_spouse_benefits_are_federally_funded, "the Social Security Divorced Spouse Benefits are a federally funded program administered by the U.S. Social Security Administration (SSA)", 0).

% These benefits are paid to divorced spouses of workers who are receiving (or are eligible to receive) Social Security benefits.
:- from(1).
can_get_these_benefits :-
    are_divorced_spouse_of_workers_who_are_receiving(true).

% The Social Security Divorced Spouse Benefits are a federally funded program administered by the U.S. Social Security Administration (SSA).
:- from(0).
social_security_divorced_spouse_benefits_are_federally_funded :-
    true.

%%% 370-1d4a9eea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('370-1d4a9eea-0').
:- text("### If you’re self-employed\n\nSome self-employed people are not eligible for Working Tax Credit. To qualify, your self-employed work must aim to make a profit. It must also be commercial, regular and organised.").
:- sentence(0, 4, 27).
:- sentence(1, 29, 95).
:- sentence(2, 96, 158).
:- sentence(3, 159, 209).

:- dynamic self_employed_work_is_commercial_regular_and_organised/1.
:- ask(self_employed_work_is_commercial_regular_and_organised, bool, "Is your self-employed work commercial, regular and organised?", "your self-employed work is commercial, regular and organised", 3).
:- dynamic self_employed_work_aims_to_make_profit/1.
:- ask(self_employed_work_aims_to_make_profit, bool, "Does your self-employed work aim to make a profit?", "your self-employed work aims to make a profit", 2).
:- claim(can_qualify, "you can qualify", 2).

% It must also be commercial, regular and organised.
:- from(3).
can_qualify_requirement_1 :-
    self_employed_work_is_commercial_regular_and_organised(true).

% To qualify, your self-employed work must aim to make a profit.
:- from(2).
can_qualify :-
    self_employed_work_aims_to_make_profit(true),
    can_qualify_requirement_1.

%%% 371-48a7cb2e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('371-48a7cb2e-0').
:- text("### You’re from Algeria, Morocco, San Marino or Tunisia\n\nYou can’t get Working Tax Credit.").
:- sentence(0, 4, 55).
:- sentence(1, 57, 90).

:- dynamic are_from_algeria/1.
:- ask(are_from_algeria, bool, "Are you from Algeria?", "you are from Algeria", 0).
:- dynamic are_from_morocco/1.
:- ask(are_from_morocco, bool, "Are you from Morocco?", "you are from Morocco", 0).
:- dynamic are_from_san_marino/1.
:- ask(are_from_san_marino, bool, "Are you from San Marino?", "you are from San Marino", 0).
:- dynamic are_from_tunisia/1.
:- ask(are_from_tunisia, bool, "Are you from Tunisia?", "you are from Tunisia", 0).
:- dynamic are_from_algeria_morocco_san_marino_or_tunisia/1.
:- ask(are_from_algeria_morocco_san_marino_or_tunisia, bool, "Are you from Algeria, Morocco, San Marino or Tunisia?", "you are from Algeria, Morocco, San Marino or Tunisia", 1).
:- claim(can_get_working_tax_credit, "you can get Working Tax Credit", 1).
:- claim(not_can_get_working_tax_credit, "you can not get Working Tax Credit", 1).

% You can’t get Working Tax Credit.
:- from(1).
not_can_get_working_tax_credit :-
    group(are_from_algeria_morocco_san_marino_or_tunisia(true), (are_from_algeria(true) ; are_from_morocco(true) ; are_from_san_marino(true) ; are_from_tunisia(true))).
can_get_working_tax_credit :-
    \+ not_can_get_working_tax_credit.

%%% 372-b18c8868-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('372-b18c8868-0').
:- text("#  6. Further information\n\nOnce your extended payment ends, you might get ‘in-work Housing Benefit’.").
:- sentence(0, 3, 25).
:- sentence(1, 27, 100).

:- dynamic extended_payment_has_ended/1.
:- ask(extended_payment_has_ended, bool, "Has your extended payment ended?", "your extended payment has ended", 1).
:- claim(might_get_in_work_housing_benefit, "you might get 'in-work Housing Benefit'", 1).

% Once your extended payment ends, you might get ‘in-work Housing Benefit’.
:- from(1).
might_get_in_work_housing_benefit :-
    extended_payment_has_ended(true).

%%% 373-e58929c0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('373-e58929c0-0').
:- text("### Work experience and internships\n\nYou won’t get the National Minimum Wage or National Living Wage if you’re:\n\n* a student doing work experience as part of a higher or further education course\n* of compulsory school age\n* a volunteer or doing voluntary work\n* on a government or European programme").
:- sentence(0, 4, 35).
:- sentence(1, 37, 111).
:- sentence(2, 115, 194).
:- sentence(3, 197, 221).
:- sentence(4, 224, 259).
:- sentence(5, 262, 299).

:- dynamic are_student_doing_work_experience_as_part_of/1.
:- ask(are_student_doing_work_experience_as_part_of, bool, "Are you a student doing work experience as part of a higher or further education course?", "you are a student doing work experience as part of a higher or further education course", 2).
:- dynamic are_of_compulsory_school_age/1.
:- ask(are_of_compulsory_school_age, bool, "Are you of compulsory school age?", "you are of compulsory school age", 3).
:- dynamic are_volunteer/1.
:- ask(are_volunteer, bool, "Are you a volunteer?", "you are a volunteer", 4).
:- dynamic are_doing_voluntary_work/1.
:- ask(are_doing_voluntary_work, bool, "Are you doing voluntary work?", "you are doing voluntary work", 4).
:- dynamic are_volunteer_or_doing_voluntary_work/1.
:- ask(are_volunteer_or_doing_voluntary_work, bool, "Are you a volunteer or doing voluntary work?", "you are a volunteer or doing voluntary work", 1).
:- dynamic are_on_government_or_european_programme/1.
:- ask(are_on_government_or_european_programme, bool, "Are you on a government or European programme?", "you are on a government or European programme", 5).
:- claim(will_get_national_minimum_wage_or_national_living, "you will get the National Minimum Wage or National Living Wage", 1).
:- claim(not_will_get_national_minimum_wage_or_national_living, "you will not get the National Minimum Wage or National Living Wage", 1).

% You won’t get the National Minimum Wage or National Living Wage if you’re:
:- from(1).
not_will_get_national_minimum_wage_or_national_living :-
    (are_student_doing_work_experience_as_part_of(true) ; are_of_compulsory_school_age(true) ; group(are_volunteer_or_doing_voluntary_work(true), (are_volunteer(true) ; are_doing_voluntary_work(true))) ; are_on_government_or_european_programme(true)).
will_get_national_minimum_wage_or_national_living :-
    \+ not_will_get_national_minimum_wage_or_national_living.

%%% 374-13e2e705-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('374-13e2e705-0').
:- text("Title 29-A of the Maine Revised Statutes also handles child safety seat laws. All children who weigh less than 40 lbs. must ride in approved child safety seats.").
:- sentence(0, 0, 77).
:- sentence(1, 78, 160).

:- dynamic are_child/1.
:- ask(are_child, bool, "Are you a child?", "you are a child .", 1).
:- dynamic weigh_lbs/1.
:- ask(weigh_lbs, number("lbs"), "How many lbs do you weigh?", "the number of lbs you weigh", 1).
:- comparison(weigh_lbs < 40, "Do you weigh less than 40 lbs?", 1).
:- claim(must_ride_in_approved_child_safety_seats, "you must ride in approved child safety seats", 1).
:- claim(title_29_of_maine_revised_statutes_handles_child, "you should title 29-A of the Maine Revised Statutes handles child safety seat laws", 0).

% All children who weigh less than 40 lbs. must ride in approved child safety seats.
:- from(1).
must_ride_in_approved_child_safety_seats :-
    are_child(true),
    weigh_lbs(WeighLbs),
    WeighLbs < 40.

% Title 29-A of the Maine Revised Statutes also handles child safety seat laws.
:- from(0).
title_29_of_maine_revised_statutes_handles_child :-
    true.

%%% 375-605a046d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('375-605a046d-0').
:- text("#  Export livestock, poultry or bees: special rules\n\nYou must have an Intra Trade Animal Health Certificate (ITAHC) to move livestock or poultry within the EU.").
:- sentence(0, 3, 51).
:- sentence(1, 53, 159).

:- dynamic have_intra_trade_animal_health_certificate_itahc/1.
:- ask(have_intra_trade_animal_health_certificate_itahc, bool, "Do you have an Intra Trade Animal Health Certificate (ITAHC)?", "you have an Intra Trade Animal Health Certificate (ITAHC)", 1).
:- claim(can_move_livestock_or_poultry_within_eu, "you can move livestock or poultry within the EU", 1).

% You must have an Intra Trade Animal Health Certificate (ITAHC) to move livestock or poultry within the EU.
:- from(1).
can_move_livestock_or_poultry_within_eu :-
    have_intra_trade_animal_health_certificate_itahc(true).

%%% 376-8238cc5d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('376-8238cc5d-0').
:- text("#  2. Appeal to the tribunal\n\nYou must either ask for ‘mandatory reconsideration’ or take other steps before you appeal to the Social Security and Child Support Tribunal - it depends on what you’re appealing.").
:- sentence(0, 3, 28).
:- sentence(1, 30, 208).

:- dynamic have_either_asked_for_mandatory_reconsideration_or_taken/1.
:- ask(have_either_asked_for_mandatory_reconsideration_or_taken, bool, "Have you asked for 'mandatory reconsideration' or taken other steps?", "you have either asked for 'mandatory reconsideration' or taken other steps", 1).
:- claim(can_appeal_to_social_security_and_child_support, "you can appeal to the Social Security and Child Support Tribunal", 1).

% You must either ask for ‘mandatory reconsideration’ or take other steps before you appeal to the Social Security and Child Support Tribunal - it depends on what you’re appealing.
:- from(1).
can_appeal_to_social_security_and_child_support :-
    have_either_asked_for_mandatory_reconsideration_or_taken(true).

%%% 377-dfcb69bf-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('377-dfcb69bf-0').
:- text("No risk of losing money while safely earning interest").
:- sentence(0, 0, 53).

:- claim(describes_no_risk_of_losing_money_while_safely, "No risk of losing money while safely earning interest", 0).

% No risk of losing money while safely earning interest
:- from(0).
describes_no_risk_of_losing_money_while_safely.

%%% 378-77f5f70c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('378-77f5f70c-0').
:- text("The purpose of the Healthy Forests Reserve Program (HFRP) is to assist landowners, on a voluntary basis, in restoring, enhancing and protecting forestland resources on private lands through easements, 30-year contracts and 10-year cost-share agreements.").
:- sentence(0, 0, 253).

:- dynamic are_landowner/1.
:- ask(are_landowner, bool, "Are you a landowner?", "you are a landowner", 0).
:- claim(healthy_forests_reserve_program_hfrp_can_assist_you, "the Healthy Forests Reserve Program (HFRP) can assist you", 0).

% The purpose of the Healthy Forests Reserve Program (HFRP) is to assist landowners, on a voluntary basis, in restoring, enhancing and protecting forestland resources on private lands through easements,
:- from(0).
healthy_forests_reserve_program_hfrp_can_assist_you :-
    are_landowner(true).

%%% 379-a2dbcd13-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('379-a2dbcd13-0').
:- text("### Browser requirements for Aged Care Online Services\n\nInternet Explorer 8 and below isn’t supported. Other browsers such as Mozilla Firefox 24+, Microsoft Edge or Safari 5+ may work, but haven’t been tested and aren’t supported.").
:- sentence(0, 4, 54).
:- sentence(1, 56, 102).
:- sentence(2, 103, 230).

:- claim(internet_explorer_8_and_below_is_supported, "Internet Explorer 8 and below is supported", 1).
:- claim(not_internet_explorer_8_and_below_is_supported, "Internet Explorer 8 and below is not supported", 1).

% Internet Explorer 8 and below isn’t supported.
:- from(1).
not_internet_explorer_8_and_below_is_supported :-
    true.
internet_explorer_8_and_below_is_supported :-
    \+ not_internet_explorer_8_and_below_is_supported.

%%% 380-a79b374f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('380-a79b374f-0').
:- text("## You reached State Pension age on or after 6 April 2016\n\nYou won’t get the Additional State Pension if you reached State Pension age on or after 6 April 2016. You’ll get the new State Pension.").
:- sentence(0, 3, 57).
:- sentence(1, 59, 160).
:- sentence(2, 161, 194).

:- dynamic reached_state_pension_age_on_or_after_6/1.
:- ask(reached_state_pension_age_on_or_after_6, bool, "Did you reach State Pension age on or after 6 April 2016?", "you reached State Pension age on or after 6 April 2016", 1).
:- claim(will_get_additional_state_pension, "you will get the Additional State Pension", 1).
:- claim(not_will_get_additional_state_pension, "you will not get the Additional State Pension", 1).
:- claim(will_get_new_state_pension, "you will get the new State Pension", 2).

% You won’t get the Additional State Pension if you reached State Pension age on or after 6 April 2016.
:- from(1).
not_will_get_additional_state_pension :-
    reached_state_pension_age_on_or_after_6(true).
will_get_additional_state_pension :-
    \+ not_will_get_additional_state_pension.

% You’ll get the new State Pension.
:- from(2).
will_get_new_state_pension :-
    reached_state_pension_age_on_or_after_6(true).

%%% 381-5f26c82c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('381-5f26c82c-0').
:- text("## General Program Requirements\n\nAny child in a school or institution that participates in the Special Milk Program can get milk. Schools may elect to offer free milk to low-income children. For this benefit program, your child must be attending a school that operates the Special Milk Program in Indiana.").
:- sentence(0, 3, 31).
:- sentence(1, 33, 129).
:- sentence(2, 130, 190).
:- sentence(3, 191, 305).

:- dynamic are_low_income_child/1.
:- ask(are_low_income_child, bool, "Are you a low-income child?", "you are a low-income child", 2).
:- dynamic child_is_attending_school_that_operates_special_milk/1.
:- ask(child_is_attending_school_that_operates_special_milk, bool, "Is your child attending a school that operates the Special Milk Program in Indiana (for this benefit program)?", "your child is attending a school that operates the Special Milk Program in Indiana (for this benefit program)", 3).
:- claim(can_get_schools, "you can get schools", 2).
:- claim(meet_conditions_general_program_requirements, "you meet the conditions (General Program Requirements)", 3).

% Schools may elect to offer free milk to low-income children.
:- from(2).
can_get_schools :-
    are_low_income_child(true).

% For this benefit program, your child must be attending a school that operates the Special Milk Program in Indiana.
:- from(3).
meet_conditions_general_program_requirements_requirement_1 :-
    child_is_attending_school_that_operates_special_milk(true).
meet_conditions_general_program_requirements :-
    meet_conditions_general_program_requirements_requirement_1.

%%% 382-9845e842-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('382-9845e842-0').
:- text("If you’ve committed or attempted fraud, one or more of the following may also happen:\n\n* you’ll be told to pay back the overpaid money\n* you may be taken to court or asked to pay a penalty (between £350 and £5,000)\n* your benefits may be reduced or stopped").
:- sentence(0, 0, 85).
:- sentence(1, 89, 134).
:- sentence(2, 137, 214).
:- sentence(3, 217, 256).

:- dynamic have_committed_or_attempted_fraud/1.
:- ask(have_committed_or_attempted_fraud, bool, "Have you committed or attempted fraud?", "you have committed or attempted fraud", 0).
:- claim(will_be_told_to_pay_back_overpaid_money, "you will be told to pay back the overpaid money", 1).
:- claim(may_be_taken_to_court_or_asked_to, "you may be taken to court or asked to pay a penalty (between £350 and £5,000)", 2).
:- claim(benefits_may_be_reduced_or_stopped, "your benefits may be reduced or stopped", 3).

% you’ll be told to pay back the overpaid money
:- from(1).
will_be_told_to_pay_back_overpaid_money :-
    have_committed_or_attempted_fraud(true).

% you may be taken to court or asked to pay a penalty (between £350 and £5,000)
:- from(2).
may_be_taken_to_court_or_asked_to :-
    have_committed_or_attempted_fraud(true).

% your benefits may be reduced or stopped
:- from(3).
benefits_may_be_reduced_or_stopped :-
    have_committed_or_attempted_fraud(true).

%%% 383-8a3ab3b1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('383-8a3ab3b1-0').
:- text("#  6. Extend your visa\n\nYou must:\n\n* meet the eligibility requirements of this visa\n* be in the UK\n* have a sponsor").
:- sentence(0, 3, 22).
:- sentence(1, 24, 33).
:- sentence(2, 37, 83).
:- sentence(3, 86, 98).
:- sentence(4, 101, 115).

:- dynamic meet_eligibility_requirements_of_this_visa/1.
:- ask(meet_eligibility_requirements_of_this_visa, bool, "Do you meet the eligibility requirements of this visa?", "you meet the eligibility requirements of this visa", 2).
:- dynamic are_in_uk/1.
:- ask(are_in_uk, bool, "Are you in the UK?", "you are in the UK", 3).
:- dynamic have_sponsor/1.
:- ask(have_sponsor, bool, "Do you have a sponsor?", "you have a sponsor", 4).
:- claim(meet_conditions_extend_your_visa, "you meet the conditions (Extend your visa)", 1).

% You must:
:- from(1).
meet_conditions_extend_your_visa :-
    meet_eligibility_requirements_of_this_visa(true),
    are_in_uk(true),
    have_sponsor(true).

%%% 384-db213d1e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('384-db213d1e-0').
:- text("#  1. Eligibility\n\nSome decisions can’t be reconsidered - it’ll say on your original decision letter.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 101).

:- claim(it_will_say_on_your_original_decision_letter, "it'll say on your original decision letter (Eligibility)", 1).

% Some decisions can’t be reconsidered - it’ll say on your original decision letter.
:- from(1).
it_will_say_on_your_original_decision_letter :-
    true.

%%% 385-3061a1e0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('385-3061a1e0-0').
:- text("### If you’re self-employed\n\nIf the average hourly profit from your self-employed work is less than the National Minimum Wage, the Tax Credit Office may ask you to provide:\n\n* evidence that you’ve promoted your business - such as advertisements or flyers").
:- sentence(0, 4, 27).
:- sentence(1, 29, 172).
:- sentence(2, 176, 254).

:- dynamic average_hourly_profit_from_your_self_employed_work/1.
:- ask(average_hourly_profit_from_your_self_employed_work, bool, "Is the average hourly profit from your self-employed work less than the National Minimum Wage?", "the average hourly profit from your self-employed work is less than the National Minimum Wage", 1).
:- claim(tax_credit_office_may_ask_you_to_provide, "the Tax Credit Office may ask you to provide evidence that you have promoted your business - such as advertisements or flyers (If you’re self-employed)", 2).

% evidence that you’ve promoted your business - such as advertisements or flyers
:- from(2).
tax_credit_office_may_ask_you_to_provide :-
    average_hourly_profit_from_your_self_employed_work(true).

%%% 386-1b04419e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('386-1b04419e-0').
:- text("#  3. Eligibility\n\nYou must:\n\n* be at least 16 and under 19 on 31 August 2017\n* study at a publicly funded school or college, or be on an unpaid training course\n* meet the residency requirements - your school or college can check this").
:- sentence(0, 3, 17).
:- sentence(1, 19, 28).
:- sentence(2, 32, 77).
:- sentence(3, 80, 160).
:- sentence(4, 163, 234).

:- dynamic are_at_least_16_and_under_19_on/1.
:- ask(are_at_least_16_and_under_19_on, bool, "Are you at least 16 and under 19 on 31 August 2017?", "you are at least 16 and under 19 on 31 August 2017", 2).
:- dynamic study_at_publicly_funded_school_or_college/1.
:- ask(study_at_publicly_funded_school_or_college, bool, "Do you study at a publicly funded school or college?", "you study at a publicly funded school or college", 3).
:- dynamic are_on_unpaid_training_course/1.
:- ask(are_on_unpaid_training_course, bool, "Are you on an unpaid training course?", "you are on an unpaid training course", 3).
:- dynamic study_at_publicly_funded_school_or_college_or/1.
:- ask(study_at_publicly_funded_school_or_college_or, bool, "Do you study at a publicly funded school or college, or are you on an unpaid training course?", "you study at a publicly funded school or college, or are on an unpaid training course", 1).
:- dynamic meet_residency_requirements/1.
:- ask(meet_residency_requirements, bool, "Do you meet the residency requirements?", "you meet the residency requirements", 4).
:- claim(meet_conditions_eligibility, "you meet the conditions (Eligibility)", 1).

% You must:
:- from(1).
meet_conditions_eligibility :-
    are_at_least_16_and_under_19_on(true),
    group(study_at_publicly_funded_school_or_college_or(true), (study_at_publicly_funded_school_or_college(true) ; are_on_unpaid_training_course(true))),
    meet_residency_requirements(true).

%%% 387-cdae8662-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('387-cdae8662-0').
:- text("#  3. Eligibility\n\nYou may get Cold Weather Payments if you’re getting:\n\n* Pension Credit\n* Income Support\n* income-based Jobseeker’s Allowance\n* income-related Employment and Support Allowance").
:- sentence(0, 3, 17).
:- sentence(1, 19, 71).
:- sentence(2, 75, 89).
:- sentence(3, 92, 106).
:- sentence(4, 109, 143).
:- sentence(5, 146, 193).

:- dynamic are_getting_pension_credit/1.
:- ask(are_getting_pension_credit, bool, "Are you getting Pension Credit?", "you are getting Pension Credit", 2).
:- dynamic are_getting_income_support/1.
:- ask(are_getting_income_support, bool, "Are you getting Income Support?", "you are getting Income Support", 3).
:- dynamic are_getting_income_based_jobseekers_allowance/1.
:- ask(are_getting_income_based_jobseekers_allowance, bool, "Are you getting income-based Jobseeker's Allowance?", "you are getting income-based Jobseeker's Allowance", 4).
:- dynamic are_getting_income_related_employment_and_support_allowance/1.
:- ask(are_getting_income_related_employment_and_support_allowance, bool, "Are you getting income-related Employment and Support Allowance?", "you are getting income-related Employment and Support Allowance", 5).
:- dynamic are_getting_pension_credit_income_support_income_based/1.
:- ask(are_getting_pension_credit_income_support_income_based, bool, "Are you getting Pension Credit, Income Support, income-based Jobseeker's Allowance or income-related Employment and Support Allowance?", "you are getting Pension Credit, Income Support, income-based Jobseeker's Allowance or income-related Employment and Support Allowance", 1).
:- claim(may_get_cold_weather_payments, "you may get Cold Weather Payments", 1).

% You may get Cold Weather Payments if you’re getting:
:- from(1).
may_get_cold_weather_payments :-
    group(are_getting_pension_credit_income_support_income_based(true), (are_getting_pension_credit(true) ; are_getting_income_support(true) ; are_getting_income_based_jobseekers_allowance(true) ; are_getting_income_related_employment_and_support_allowance(true))).

%%% 388-aaf2ca1d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('388-aaf2ca1d-0').
:- text("#  Export food, drink and agricultural products: special rules\n\nYou may need a certificate or to follow special rules to export:\n\n* sugar and rice (outside the EU only)").
:- sentence(0, 3, 62).
:- sentence(1, 64, 128).
:- sentence(2, 132, 168).

:- dynamic export_sugar_and_rice_outside_eu_only/1.
:- ask(export_sugar_and_rice_outside_eu_only, bool, "Do you export sugar and rice (outside the EU only)?", "you export sugar and rice (outside the EU only)", 2).
:- claim(may_need_certificate_or_to_follow_special_rules, "you may need a certificate or to follow special rules to export", 1).

% You may need a certificate or to follow special rules to export:
:- from(1).
may_need_certificate_or_to_follow_special_rules :-
    export_sugar_and_rice_outside_eu_only(true).

%%% 389-70243e11-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('389-70243e11-0').
:- text("#  Export drugs and medicines: special rules\n\nYou need permission to export:\n\n* medicines for humans or animals").
:- sentence(0, 3, 44).
:- sentence(1, 46, 76).
:- sentence(2, 80, 111).

:- dynamic export_medicines_for_humans_or_animals/1.
:- ask(export_medicines_for_humans_or_animals, bool, "Do you export medicines for humans or animals?", "you export medicines for humans or animals", 2).
:- claim(need_permission_to_export, "you need permission to export", 1).

% You need permission to export:
:- from(1).
need_permission_to_export :-
    export_medicines_for_humans_or_animals(true).

%%% 390-05e89693-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('390-05e89693-0').
:- text("#  Tax if you leave the UK to live abroad\n\nYou must tell HM Revenue and Customs (HMRC) if you’re either:\n\n* leaving the UK to live abroad permanently\n* going to work abroad full-time for at least one full tax year").
:- sentence(0, 3, 41).
:- sentence(1, 43, 104).
:- sentence(2, 108, 149).
:- sentence(3, 152, 213).

:- dynamic are_leaving_uk_to_live_abroad_permanently/1.
:- ask(are_leaving_uk_to_live_abroad_permanently, bool, "Are you leaving the UK to live abroad permanently?", "you are leaving the UK to live abroad permanently", 2).
:- dynamic are_going_to_work_abroad_full_time_for/1.
:- ask(are_going_to_work_abroad_full_time_for, bool, "Are you going to work abroad full-time for at least one full tax year?", "you are going to work abroad full-time for at least one full tax year", 3).
:- dynamic are_leaving_uk_to_live_abroad_permanently_or/1.
:- ask(are_leaving_uk_to_live_abroad_permanently_or, bool, "Are you leaving the UK to live abroad permanently or going to work abroad full-time for at least one full tax year?", "you are leaving the UK to live abroad permanently or going to work abroad full-time for at least one full tax year", 1).
:- claim(must_tell_hm_revenue_and_customs_hmrc, "you must tell HM Revenue and Customs (HMRC)", 1).

% You must tell HM Revenue and Customs (HMRC) if you’re either:
:- from(1).
must_tell_hm_revenue_and_customs_hmrc :-
    group(are_leaving_uk_to_live_abroad_permanently_or(true), (are_leaving_uk_to_live_abroad_permanently(true) ; are_going_to_work_abroad_full_time_for(true))).

%%% 391-bb6c1a56-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('391-bb6c1a56-0').
:- text("### Register for Aged Care Online Claiming\n\nHome Care level 14 gives automatic authority to level 10.").
:- sentence(0, 4, 42).
:- sentence(1, 44, 101).

:- dynamic have_home_care_level_14_authority/1.
:- ask(have_home_care_level_14_authority, bool, "Do you have Home Care level 14 authority?", "you have Home Care level 14 authority", 1).
:- claim(have_authority_to_level_10, "you have authority to level 10", 1).

% Home Care level 14 gives automatic authority to level 10.
:- from(1).
have_authority_to_level_10 :-
    have_home_care_level_14_authority(true).

%%% 392-a86b6177-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('392-a86b6177-0').
:- text("Individual borrowers must be citizens of the United States or reside in the U.S. after being legally admitted for permanent residence. Corporations or other non-public body organization-type borrowers must be at least 51 percent owned by persons who are either citizens of the U.S. or reside in the U.S. after being legally admitted for permanent residence. B&I loans are normally available in rural areas.").
:- sentence(0, 0, 134).
:- sentence(1, 135, 357).
:- sentence(2, 358, 406).

:- dynamic corporations_or_other_non_public_body_organization_type/1.
:- ask(corporations_or_other_non_public_body_organization_type, bool, "Are corporations or other non-public body organization-type borrowers at least 51 percent owned by persons who are either citizens of the U.S. or reside in the U.S. after being legally admitted for permanent residence?", "corporations or other non-public body organization-type borrowers are at least 51 percent owned by persons who are either citizens of the U.S. or reside in the U.S. after being legally admitted for permanent residence", 1).
:- dynamic are_individual_borrower/1.
:- ask(are_individual_borrower, bool, "Are you an individual borrower?", "you are an individual borrower", 0).
:- claim(must_be_citizens_of_united_states_or_reside, "you must be citizens of the United States or reside in the U.S. after being legally admitted for permanent residence", 0).
:- claim(b_i_loans_are_available_in_rural_areas, "B&I loans are available in rural areas", 2).

% Corporations or other non-public body organization-type borrowers must be at least 51 percent owned by persons who are either citizens of the U.S. or reside in the U.S. after being legally admitted fo
:- from(1).
must_be_citizens_of_united_states_or_reside_requirement_1 :-
    corporations_or_other_non_public_body_organization_type(true).

% Individual borrowers must be citizens of the United States or reside in the U.S. after being legally admitted for permanent residence.
:- from(0).
must_be_citizens_of_united_states_or_reside :-
    are_individual_borrower(true),
    must_be_citizens_of_united_states_or_reside_requirement_1.

% B&I loans are normally available in rural areas.
:- from(2).
b_i_loans_are_available_in_rural_areas :-
    true.

%%% 393-c5324037-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('393-c5324037-0').
:- text("#  5. If you let out your home\n\nIf you qualify for Private Residence Relief and have a chargeable gain, you may also qualify for Letting Relief. This means you’ll pay less or no tax.").
:- sentence(0, 3, 30).
:- sentence(1, 32, 144).
:- sentence(2, 145, 182).

:- dynamic qualify_for_private_residence_relief/1.
:- ask(qualify_for_private_residence_relief, bool, "Do you qualify for Private Residence Relief?", "you qualify for Private Residence Relief", 1).
:- dynamic have_chargeable_gain/1.
:- ask(have_chargeable_gain, bool, "Do you have a chargeable gain?", "you have a chargeable gain", 1).
:- dynamic qualify_for_private_residence_relief_and_have_chargeable/1.
:- ask(qualify_for_private_residence_relief_and_have_chargeable, bool, "Do you qualify for Private Residence Relief and have a chargeable gain?", "you qualify for Private Residence Relief and have a chargeable gain", 1).
:- claim(may_qualify_for_letting_relief, "you may qualify for Letting Relief", 1).
:- claim(will_pay_less_or_no_tax, "you will pay less or no tax", 2).

% If you qualify for Private Residence Relief and have a chargeable gain, you may also qualify for Letting Relief.
:- from(1).
may_qualify_for_letting_relief :-
    group(qualify_for_private_residence_relief_and_have_chargeable(true), (qualify_for_private_residence_relief(true), have_chargeable_gain(true))).

% This means you’ll pay less or no tax.
:- from(2).
will_pay_less_or_no_tax :-
    group(qualify_for_private_residence_relief_and_have_chargeable(true), (qualify_for_private_residence_relief(true), have_chargeable_gain(true))).

%%% 394-941b807d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('394-941b807d-0').
:- text("## Countries outside the EEA\n\nBereavement Support Payment:\n\n* Jamaica\n* Kosovo\n* Macedonia\n* Montenegro").
:- sentence(0, 3, 28).
:- sentence(1, 30, 58).
:- sentence(2, 62, 69).
:- sentence(3, 72, 78).
:- sentence(4, 81, 90).
:- sentence(5, 93, 103).

:- dynamic are_in_jamaica/1.
:- ask(are_in_jamaica, bool, "Are you in Jamaica?", "you are in Jamaica", 2).
:- dynamic are_in_kosovo/1.
:- ask(are_in_kosovo, bool, "Are you in Kosovo?", "you are in Kosovo", 3).
:- dynamic are_in_macedonia/1.
:- ask(are_in_macedonia, bool, "Are you in Macedonia?", "you are in Macedonia", 4).
:- dynamic are_in_montenegro/1.
:- ask(are_in_montenegro, bool, "Are you in Montenegro?", "you are in Montenegro", 5).
:- dynamic are_in_jamaica_kosovo_macedonia_or_montenegro/1.
:- ask(are_in_jamaica_kosovo_macedonia_or_montenegro, bool, "Are you in Jamaica, Kosovo, Macedonia or Montenegro?", "you are in Jamaica, Kosovo, Macedonia or Montenegro", 1).
:- claim(bereavement_support_payment, "Bereavement Support Payment", 1).

% Bereavement Support Payment:
:- from(1).
bereavement_support_payment :-
    group(are_in_jamaica_kosovo_macedonia_or_montenegro(true), (are_in_jamaica(true) ; are_in_kosovo(true) ; are_in_macedonia(true) ; are_in_montenegro(true))).

%%% 395-85397fdb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('395-85397fdb-0').
:- text("#  Employee rights when on leave\n\nEmployee rights aren’t usually affected when they take maternity, paternity, adoption or parental leave and some employees can work up to 10 paid days during their leave.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 204).

:- dynamic they_take_maternity_paternity_adoption_or_parental_leave/1.
:- ask(they_take_maternity_paternity_adoption_or_parental_leave, bool, "Do they take maternity, paternity, adoption or parental leave?", "they take maternity, paternity, adoption or parental leave", 1).
:- dynamic some_employees_can_work_up_to_10_paid/1.
:- ask(some_employees_can_work_up_to_10_paid, bool, "Can some employees work up to 10 paid days during their leave?", "some employees can work up to 10 paid days during their leave.", 1).
:- dynamic they_take_maternity_paternity_adoption_or_parental_leave_2/1.
:- ask(they_take_maternity_paternity_adoption_or_parental_leave_2, bool, "Do they take maternity, paternity, adoption or parental leave and can some employees work up to 10 paid days during their leave?", "they take maternity, paternity, adoption or parental leave and some employees can work up to 10 paid days during their leave.", 1).
:- claim(employee_rights_are_affected, "employee rights are affected", 1).
:- claim(not_employee_rights_are_affected, "employee rights are not affected", 1).

% Employee rights aren’t usually affected when they take maternity, paternity, adoption or parental leave and some employees can work up to 10 paid days during their leave.
:- from(1).
not_employee_rights_are_affected :-
    group(they_take_maternity_paternity_adoption_or_parental_leave_2(true), (they_take_maternity_paternity_adoption_or_parental_leave(true), some_employees_can_work_up_to_10_paid(true))).
employee_rights_are_affected :-
    \+ not_employee_rights_are_affected.

%%% 396-60efbd5b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('396-60efbd5b-0').
:- text("#  Export medical devices: special rules\n\nYou don’t need a certificate to move medical devices within the EU.").
:- sentence(0, 3, 40).
:- sentence(1, 42, 109).

:- dynamic move_medical_devices_within_eu/1.
:- ask(move_medical_devices_within_eu, bool, "Do you move medical devices within the EU?", "you move medical devices within the EU", 1).
:- claim(do_not_need_certificate, "you don't need a certificate", 1).

% You don’t need a certificate to move medical devices within the EU.
:- from(1).
do_not_need_certificate :-
    move_medical_devices_within_eu(true).

%%% 397-e5a61466-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('397-e5a61466-0').
:- text("## Eligibility\n\nThere are 2 ways to qualify for the Warm Home Discount Scheme:\n\n* you get the Guarantee Credit element of Pension Credit - known as the ‘core group’\n* you’re on a low income and meet your energy supplier’s criteria for the scheme - known as the ‘broader group’").
:- sentence(0, 3, 14).
:- sentence(1, 16, 78).
:- sentence(2, 82, 164).
:- sentence(3, 167, 276).

:- dynamic get_guarantee_credit_element_of_pension_credit/1.
:- ask(get_guarantee_credit_element_of_pension_credit, bool, "Do you get the Guarantee Credit element of Pension Credit?", "you get the Guarantee Credit element of Pension Credit", 2).
:- dynamic are_in_core_group/1.
:- ask(are_in_core_group, bool, "Are you in the core group?", "you are in the core group", 1).
:- dynamic are_on_low_income_and_meet_your_energy/1.
:- ask(are_on_low_income_and_meet_your_energy, bool, "Are you on a low income and do you meet your energy supplier's criteria for the scheme?", "you are on a low income and meet your energy supplier's criteria for the scheme", 3).
:- dynamic are_in_broader_group/1.
:- ask(are_in_broader_group, bool, "Are you in the broader group?", "you are in the broader group", 1).
:- claim(there_are_2_ways_to_qualify_for_warm, "there are 2 ways to qualify for the Warm Home Discount Scheme", 1).

% There are 2 ways to qualify for the Warm Home Discount Scheme:
:- from(1).
there_are_2_ways_to_qualify_for_warm :-
    (group(are_in_core_group(true), get_guarantee_credit_element_of_pension_credit(true)) ; group(are_in_broader_group(true), are_on_low_income_and_meet_your_energy(true))).

%%% 398-79f2c22a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('398-79f2c22a-0').
:- text("## How you can take your pension\n\nIf you take payments from a pension before taking the rest as a lump sum, you pay tax on the whole lump sum.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 142).

:- dynamic take_payments_from_pension_before_taking_rest_as/1.
:- ask(take_payments_from_pension_before_taking_rest_as, bool, "Do you take payments from a pension before taking the rest as a lump sum?", "you take payments from a pension before taking the rest as a lump sum", 1).
:- claim(pay_tax_on_whole_lump_sum, "you pay tax on the whole lump sum", 1).

% If you take payments from a pension before taking the rest as a lump sum, you pay tax on the whole lump sum.
:- from(1).
pay_tax_on_whole_lump_sum :-
    take_payments_from_pension_before_taking_rest_as(true).

%%% 399-c0de1854-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('399-c0de1854-0').
:- text("### Appeal to the Upper Tribunal Administrative Appeals Chamber\n\nYou must then follow 3 steps.").
:- sentence(0, 4, 63).
:- sentence(1, 65, 94).

:- dynamic follow_3_steps/1.
:- ask(follow_3_steps, bool, "Do you follow 3 steps?", "you follow 3 steps", 1).
:- claim(meet_conditions_appeal_to_upper_tribunal_administrative_appeals, "you meet the conditions (Appeal to the Upper Tribunal Administrative Appeals Chamber)", 1).

% You must then follow 3 steps.
:- from(1).
meet_conditions_appeal_to_upper_tribunal_administrative_appeals_requirement_1 :-
    follow_3_steps(true).
meet_conditions_appeal_to_upper_tribunal_administrative_appeals :-
    meet_conditions_appeal_to_upper_tribunal_administrative_appeals_requirement_1.

%%% 400-7837fbd4-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('400-7837fbd4-0').
:- text("## Controlled drugs\n\nIf your drug is controlled, you need a Home Office controlled drug licence to export it. This is in addition to any domestic licence you need to possess the drug in the UK.").
:- sentence(0, 3, 19).
:- sentence(1, 21, 109).
:- sentence(2, 110, 193).

:- dynamic this_is_in_addition_to_any_domestic_licence/1.
:- ask(this_is_in_addition_to_any_domestic_licence, bool, "Is this in addition to any domestic licence you need to possess the drug in the UK?", "this is in addition to any domestic licence you need to possess the drug in the UK", 2).
:- dynamic drug_is_controlled/1.
:- ask(drug_is_controlled, bool, "Is your drug controlled?", "your drug is controlled", 1).
:- dynamic export_it/1.
:- ask(export_it, bool, "Do you export it?", "you export it", 1).
:- claim(need_home_office_controlled_drug_licence, "you need a Home Office controlled drug licence", 1).

% This is in addition to any domestic licence you need to possess the drug in the UK.
:- from(2).
need_home_office_controlled_drug_licence_requirement_1 :-
    this_is_in_addition_to_any_domestic_licence(true).

% If your drug is controlled, you need a Home Office controlled drug licence to export it.
:- from(1).
need_home_office_controlled_drug_licence :-
    drug_is_controlled(true),
    export_it(true),
    need_home_office_controlled_drug_licence_requirement_1.

%%% 401-be8fc02f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('401-be8fc02f-0').
:- text("## Casual or irregular work\n\nSomeone is likely to be a worker if one of these apply:\n\n* they are under the supervision or control of a manager or director\n* they can’t send someone else to do their work\n* the business deducts tax and National Insurance contributions from their wages\n* the business provides materials, tools or equipment they need to do the work").
:- sentence(0, 3, 27).
:- sentence(1, 29, 84).
:- sentence(2, 88, 154).
:- sentence(3, 157, 202).
:- sentence(4, 205, 283).
:- sentence(5, 286, 362).

:- dynamic are_under_supervision_or_control_of_manager_or/1.
:- ask(are_under_supervision_or_control_of_manager_or, bool, "Are you under the supervision or control of a manager or director?", "you are under the supervision or control of a manager or director", 2).
:- dynamic can_send_someone_else_to_do_your_work/1.
:- ask(can_send_someone_else_to_do_your_work, bool, "Can you send someone else to do your work?", "you can send someone else to do your work", 3).
:- dynamic business_deducts_tax_and_national_insurance_contributions_from/1.
:- ask(business_deducts_tax_and_national_insurance_contributions_from, bool, "Does the business deduct tax and National Insurance contributions from their wages?", "the business deducts tax and National Insurance contributions from their wages", 4).
:- dynamic business_provides_materials_tools_or_equipment_they_need/1.
:- ask(business_provides_materials_tools_or_equipment_they_need, bool, "Does the business provide materials, tools or equipment they need to do the work?", "the business provides materials, tools or equipment they need to do the work", 5).
:- claim(someone_is_likely_to_be_worker, "someone is likely to be a worker", 1).

% Someone is likely to be a worker if one of these apply:
:- from(1).
someone_is_likely_to_be_worker :-
    (are_under_supervision_or_control_of_manager_or(true) ; can_send_someone_else_to_do_your_work(false) ; business_deducts_tax_and_national_insurance_contributions_from(true) ; business_provides_materials_tools_or_equipment_they_need(true)).

%%% 402-5046a3d1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('402-5046a3d1-0').
:- text("## If your course starts before 1 August 2016\n\nYou must be 24 or older on the first day of your course.").
:- sentence(0, 3, 45).
:- sentence(1, 47, 103).

:- dynamic age_on_first_day_of_your_course/1.
:- ask(age_on_first_day_of_your_course, number("years"), "How old are you on the first day of your course?", "your age on the first day of your course", 1).
:- comparison(age_on_first_day_of_your_course >= 24, "Are you 24 or older on the first day of your course?", 1).
:- claim(meet_conditions_if_your_course_starts_before_1, "you meet the conditions (If your course starts before 1 August 2016)", 1).

% You must be 24 or older on the first day of your course.
:- from(1).
meet_conditions_if_your_course_starts_before_1_requirement_1 :-
    age_on_first_day_of_your_course(AgeOnFirstDayOfYourCourse),
    AgeOnFirstDayOfYourCourse >= 24.
meet_conditions_if_your_course_starts_before_1 :-
    meet_conditions_if_your_course_starts_before_1_requirement_1.

%%% 403-7812e4a8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('403-7812e4a8-0').
:- text("### Apply for an export licence\n\nYou don’t need one of these licences to export ‘over the counter’ veterinary medicines classed as ‘AVM-GSL’. You can check classifications on the Veterinary Medicines Directorate (VMD) product information database.").
:- sentence(0, 4, 31).
:- sentence(1, 33, 141).
:- sentence(2, 142, 247).

:- dynamic export_over_counter_veterinary_medicines_classed_as_avm/1.
:- ask(export_over_counter_veterinary_medicines_classed_as_avm, bool, "Do you export 'over the counter' veterinary medicines classed as 'AVM-GSL'?", "you export 'over the counter' veterinary medicines classed as 'AVM-GSL'", 1).
:- claim(do_not_need_one_of_these_licences, "you don't need one of these licences (Apply for an export licence)", 1).
:- claim(can_check_classifications_on_veterinary_medicines_directorate_vmd, "you can check classifications on the Veterinary Medicines Directorate (VMD) product information database", 2).

% You don’t need one of these licences to export ‘over the counter’ veterinary medicines classed as ‘AVM-GSL’.
:- from(1).
do_not_need_one_of_these_licences :-
    export_over_counter_veterinary_medicines_classed_as_avm(true).

% You can check classifications on the Veterinary Medicines Directorate (VMD) product information database.
:- from(2).
can_check_classifications_on_veterinary_medicines_directorate_vmd :-
    true.

%%% 404-bdf91fa5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('404-bdf91fa5-0').
:- text("### Nominee\n\nYou can appoint a nominee to deal with us on your behalf if you are in residential aged care or are getting a home care package.").
:- sentence(0, 4, 11).
:- sentence(1, 13, 141).

:- dynamic are_in_residential_aged_care/1.
:- ask(are_in_residential_aged_care, bool, "Are you in residential aged care?", "you are in residential aged care", 1).
:- dynamic are_getting_home_care_package/1.
:- ask(are_getting_home_care_package, bool, "Are you getting a home care package?", "you are getting a home care package", 1).
:- dynamic are_in_residential_aged_care_or_are_getting/1.
:- ask(are_in_residential_aged_care_or_are_getting, bool, "Are you in residential aged care or are you getting a home care package?", "you are in residential aged care or are getting a home care package", 1).
:- claim(can_appoint_nominee_to_deal_with_us_on, "you can appoint a nominee to deal with us on your behalf", 1).

% You can appoint a nominee to deal with us on your behalf if you are in residential aged care or are getting a home care package.
:- from(1).
can_appoint_nominee_to_deal_with_us_on :-
    group(are_in_residential_aged_care_or_are_getting(true), (are_in_residential_aged_care(true) ; are_getting_home_care_package(true))).

%%% 405-bc542b92-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('405-bc542b92-0').
:- text("### Session time out\n\nYour session will time out if you don’t submit your update within 15 minutes of starting it. You’ll have to log back in if this happens.").
:- sentence(0, 4, 20).
:- sentence(1, 22, 114).
:- sentence(2, 115, 158).

:- dynamic submit_your_update_within_15_minutes_of_starting/1.
:- ask(submit_your_update_within_15_minutes_of_starting, bool, "Do you submit your update within 15 minutes of starting your session?", "you submit your update within 15 minutes of starting your session", 1).
:- dynamic this_happens/1.
:- ask(this_happens, bool, "Does this happen?", "this happens", 2).
:- claim(session_will_time_out, "your session will time out", 1).
:- claim(will_have_to_log_back, "you will have to log back", 2).

% Your session will time out if you don’t submit your update within 15 minutes of starting it.
:- from(1).
session_will_time_out :-
    submit_your_update_within_15_minutes_of_starting(false).

% You’ll have to log back in if this happens.
:- from(2).
will_have_to_log_back :-
    this_happens(true).

%%% 406-82b926c7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('406-82b926c7-0').
:- text("### Medicare Easyclaim\n\nIf you're using Medicare Easyclaim for patient claims, you can start claiming once your EFTPOS provider installs it. For bulk billing, you need to register your bank account details first.").
:- sentence(0, 4, 22).
:- sentence(1, 24, 140).
:- sentence(2, 141, 212).

:- dynamic are_using_medicare_easyclaim_for_patient_claims/1.
:- ask(are_using_medicare_easyclaim_for_patient_claims, bool, "Are you using Medicare Easyclaim for patient claims?", "you are using Medicare Easyclaim for patient claims", 1).
:- dynamic it_is_for_bulk_billing/1.
:- ask(it_is_for_bulk_billing, bool, "Is it for bulk billing?", "it is for bulk billing", 2).
:- claim(can_start_claiming_once_your_eftpos_provider_installs, "you can start claiming once your EFTPOS provider installs it (Medicare Easyclaim)", 1).
:- claim(need_to_register_your_bank_account_details_first, "you need to register your bank account details first", 2).

% If you're using Medicare Easyclaim for patient claims, you can start claiming once your EFTPOS provider installs it.
:- from(1).
can_start_claiming_once_your_eftpos_provider_installs :-
    are_using_medicare_easyclaim_for_patient_claims(true).

% For bulk billing, you need to register your bank account details first.
:- from(2).
need_to_register_your_bank_account_details_first :-
    it_is_for_bulk_billing(true).

%%% 407-75eb7971-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('407-75eb7971-0').
:- text("# Opting out of the Australian Immunisation Register\n\nPlease keep in mind, if you choose to opt out of sharing your immunisation history, even your GP can’t see your records. You may receive questions from your GP when they can’t see your immunisation history.").
:- sentence(0, 2, 52).
:- sentence(1, 54, 174).
:- sentence(2, 175, 260).

:- dynamic choose_to_opt_out_of_sharing_your_immunisation/1.
:- ask(choose_to_opt_out_of_sharing_your_immunisation, bool, "Do you choose to opt out of sharing your immunisation history?", "you choose to opt out of sharing your immunisation history", 1).
:- dynamic can_see_your_immunisation_history/1.
:- ask(can_see_your_immunisation_history, bool, "Can you see your immunisation history?", "you can see your immunisation history", 2).
:- claim(even_your_gp_can_see_your_records, "even your GP can see your records", 1).
:- claim(not_even_your_gp_can_see_your_records, "even your GP can not see your records", 1).
:- claim(may_receive_questions_from_your_gp, "you may receive questions from your GP", 2).

% Please keep in mind, if you choose to opt out of sharing your immunisation history, even your GP can’t see your records.
:- from(1).
not_even_your_gp_can_see_your_records :-
    choose_to_opt_out_of_sharing_your_immunisation(true).
even_your_gp_can_see_your_records :-
    \+ not_even_your_gp_can_see_your_records.

% You may receive questions from your GP when they can’t see your immunisation history.
:- from(2).
may_receive_questions_from_your_gp :-
    can_see_your_immunisation_history(false).

%%% 408-0dd34f7c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('408-0dd34f7c-0').
:- text("## How to complain\n\nIf you write, include:\n\n* the word ‘Complaint’ at the top of your letter").
:- sentence(0, 3, 18).
:- sentence(1, 20, 42).
:- sentence(2, 46, 92).

:- dynamic write_2/1.
:- ask(write_2, bool, "Do you write?", "you write", 1).
:- claim(include_word_complaint_at_top_of_your_letter, "you should include the word 'Complaint' at the top of your letter", 2).

% the word ‘Complaint’ at the top of your letter
:- from(2).
include_word_complaint_at_top_of_your_letter :-
    write_2(true).

%%% 409-489a8025-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('409-489a8025-0').
:- text("#### Suspending and tailoring deductions\n\nYou can suspend, increase or decrease deductions for up to 13 weeks.").
:- sentence(0, 5, 40).
:- sentence(1, 42, 110).

:- claim(can_suspend_increase_or_decrease_deductions_for_up, "you can suspend, increase or decrease deductions for up to 13 weeks", 1).

% You can suspend, increase or decrease deductions for up to 13 weeks.
:- from(1).
can_suspend_increase_or_decrease_deductions_for_up :-
    true.

%%% 410-2f6b3c88-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('410-2f6b3c88-0').
:- text("### Informed financial consent for schedule services\n\nFor bulk billed services, your patient or their parent or guardian still need to provide consent at each visit. You only need to get them to sign a consent form on the first visit each year. If your patient is seeing multiple dentists in a single practice, they must complete a form for each dentist they visit. Use the Informed Financial Consent - Bulk Billing Patient Consent Form on the Department of Health website.").
:- sentence(0, 4, 52).
:- sentence(1, 54, 165).
:- sentence(2, 166, 244).
:- sentence(3, 245, 365).
:- sentence(4, 366, 473).

:- dynamic it_is_for_bulk_billed_services/1.
:- ask(it_is_for_bulk_billed_services, bool, "Is it for bulk billed services?", "it is for bulk billed services", 1).
:- dynamic get_them/1.
:- ask(get_them, bool, "Do you get them?", "you get them", 2).
:- dynamic patient_is_seeing_multiple_dentists_in_single_practice/1.
:- ask(patient_is_seeing_multiple_dentists_in_single_practice, bool, "Is your patient seeing multiple dentists in a single practice?", "your patient is seeing multiple dentists in a single practice", 3).
:- claim(patient_or_their_parent_or_guardian_need_to, "your patient or their parent or guardian need to provide consent at each visit", 1).
:- claim(can_sign_consent_form_on_first_visit_each, "you can sign a consent form on the first visit each year", 2).
:- claim(they_must_complete_form_for_each_dentist_they, "they must complete a form for each dentist they visit (Informed financial consent for schedule services)", 3).

% For bulk billed services, your patient or their parent or guardian still need to provide consent at each visit.
:- from(1).
patient_or_their_parent_or_guardian_need_to :-
    it_is_for_bulk_billed_services(true).

% You only need to get them to sign a consent form on the first visit each year.
:- from(2).
can_sign_consent_form_on_first_visit_each :-
    get_them(true).

% If your patient is seeing multiple dentists in a single practice, they must complete a form for each dentist they visit.
:- from(3).
they_must_complete_form_for_each_dentist_they :-
    patient_is_seeing_multiple_dentists_in_single_practice(true).

%%% 411-49de76b6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('411-49de76b6-0').
:- text("## Extra help to pay the rent\n\nYou may also get extra help from your council called a ‘discretionary housing payment’ if your Housing Benefit doesn’t cover your rent.").
:- sentence(0, 3, 29).
:- sentence(1, 31, 166).

:- dynamic housing_benefit_covers_your_rent/1.
:- ask(housing_benefit_covers_your_rent, bool, "Does your Housing Benefit cover your rent?", "your Housing Benefit covers your rent", 1).
:- claim(may_get_extra_help_from_your_council_called, "you may get extra help from your council called a 'discretionary housing payment'", 1).

% You may also get extra help from your council called a ‘discretionary housing payment’ if your Housing Benefit doesn’t cover your rent.
:- from(1).
may_get_extra_help_from_your_council_called :-
    housing_benefit_covers_your_rent(false).

%%% 412-31384414-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('412-31384414-0').
:- text("#  5. Increase the amount you'll get\n\nThere are ways you can increase your basic State Pension if you:\n\n* aren’t eligible for the full amount (£122.30 per week)\n* want to receive more than the full amount").
:- sentence(0, 3, 36).
:- sentence(1, 38, 102).
:- sentence(2, 106, 160).
:- sentence(3, 163, 204).

:- dynamic are_eligible_for_full_amount_122_30_per/1.
:- ask(are_eligible_for_full_amount_122_30_per, bool, "Are you eligible for the full amount (£122.30 per week)?", "you are eligible for the full amount (£122.30 per week)", 2).
:- dynamic want_to_receive_more_than_full_amount/1.
:- ask(want_to_receive_more_than_full_amount, bool, "Do you want to receive more than the full amount?", "you want to receive more than the full amount", 3).
:- claim(there_are_ways_you_can_increase_your_basic, "there are ways you can increase your basic State Pension", 1).

% There are ways you can increase your basic State Pension if you:
:- from(1).
there_are_ways_you_can_increase_your_basic :-
    (are_eligible_for_full_amount_122_30_per(false) ; want_to_receive_more_than_full_amount(true)).

%%% 413-73551750-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('413-73551750-0').
:- text("## Your child is over 16\n\nYou can make the claim for them if both the following apply:\n\n* your child and their baby live with you\n* your child is in approved education or training").
:- sentence(0, 3, 24).
:- sentence(1, 26, 86).
:- sentence(2, 90, 129).
:- sentence(3, 132, 179).

:- dynamic child_and_your_childs_baby_live_with_you/1.
:- ask(child_and_your_childs_baby_live_with_you, bool, "Do your child and your child's baby live with you?", "your child and your child's baby live with you", 2).
:- dynamic child_is_in_approved_education_or_training/1.
:- ask(child_is_in_approved_education_or_training, bool, "Is your child in approved education or training?", "your child is in approved education or training", 3).
:- dynamic child_and_your_childs_baby_live_with_you_2/1.
:- ask(child_and_your_childs_baby_live_with_you_2, bool, "Do your child and your child's baby live with you and are they in approved education or training?", "your child and your child's baby live with you and is in approved education or training", 1).
:- claim(can_make_claim_for_your_child, "you can make the claim for your child", 1).

% You can make the claim for them if both the following apply:
:- from(1).
can_make_claim_for_your_child :-
    group(child_and_your_childs_baby_live_with_you_2(true), (child_and_your_childs_baby_live_with_you(true), child_is_in_approved_education_or_training(true))).

%%% 414-e7d8cbfd-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('414-e7d8cbfd-0').
:- text("#  Tax if you leave the UK to live abroad\n\nYou’ll be charged a penalty if you don’t meet the deadline - it’s earlier if you’re sending your return by post (31 October).").
:- sentence(0, 3, 41).
:- sentence(1, 43, 168).

:- dynamic meet_deadline/1.
:- ask(meet_deadline, bool, "Do you meet the deadline?", "you meet the deadline", 1).
:- dynamic are_sending_your_return_by_post_31_october/1.
:- ask(are_sending_your_return_by_post_31_october, bool, "Are you sending your return by post (31 October)?", "you are sending your return by post (31 October)", 1).
:- claim(will_be_charged_penalty, "you will be charged a penalty", 1).
:- claim(its_earlier, "it's earlier (Tax if you leave the UK to live abroad)", 1).

% You’ll be charged a penalty if you don’t meet the deadline - it’s earlier if you’re sending your return by post (31 October).
:- from(1).
will_be_charged_penalty :-
    meet_deadline(false).
its_earlier :-
    are_sending_your_return_by_post_31_october(true).

%%% 415-0fd97f10-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('415-0fd97f10-0').
:- text("# General Program Requirements\n\nAccredited and legislatively designated 1994 Land-Grant Institutions.").
:- sentence(0, 2, 30).
:- sentence(1, 32, 101).

:- claim(describes_general_program_requirements, "General Program Requirements", 0).

% General Program Requirements
:- from(0).
describes_general_program_requirements.

%%% 416-2f598282-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('416-2f598282-0').
:- text("The Small Business Administration's (SBA) disaster loans are the primary form of Federal assistance for the repair and rebuilding of non-farm, private sector disaster losses. The disaster loan program is the only form of SBA assistance not limited to small businesses.").
:- sentence(0, 0, 174).
:- sentence(1, 175, 268).

:- claim(small_business_administrations_sba_disaster_loans_are_primary, "the Small Business Administration's (SBA) disaster loans are the primary form of Federal assistance for the repair and rebuilding of non-farm, private sector disaster losses", 0).
:- claim(disaster_loan_program_is_form_of_sba_assistance, "the disaster loan program is the form of SBA assistance not limited to small businesses", 1).

% The Small Business Administration's (SBA) disaster loans are the primary form of Federal assistance for the repair and rebuilding of non-farm, private sector disaster losses.
:- from(0).
small_business_administrations_sba_disaster_loans_are_primary :-
    true.

% The disaster loan program is the only form of SBA assistance not limited to small businesses.
:- from(1).
disaster_loan_program_is_form_of_sba_assistance :-
    true.

%%% 417-65f64809-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('417-65f64809-0').
:- text("Each intermediary lender has its own lending and credit requirements. However, business owners contemplating application for a microloan should be aware that intermediaries will generally require some type of collateral, and the personal guarantee of the business owner.").
:- sentence(0, 0, 69).
:- sentence(1, 70, 270).

:- dynamic are_business_owner_contemplating_application_for_microloan/1.
:- ask(are_business_owner_contemplating_application_for_microloan, bool, "Are you a business owner contemplating application for a microloan?", "you are a business owner contemplating application for a microloan", 1).
:- claim(should_be_aware_that_intermediaries_will_require_some, "you should be aware that intermediaries will require some type of collateral, and the personal guarantee of the business owner", 1).
:- claim(each_intermediary_lender_has_its_own_lending_and, "each intermediary lender has its own lending and credit requirements", 0).

% However, business owners contemplating application for a microloan should be aware that intermediaries will generally require some type of collateral, and the personal guarantee of the business owner.
:- from(1).
should_be_aware_that_intermediaries_will_require_some :-
    are_business_owner_contemplating_application_for_microloan(true).

% Each intermediary lender has its own lending and credit requirements.
:- from(0).
each_intermediary_lender_has_its_own_lending_and :-
    true.

%%% 418-8ece94ea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('418-8ece94ea-0').
:- text("## North Korea\n\nThe banned luxury goods for North Korea are:\n\n* high quality tableware made from porcelain, china, stone or earthenware or fine pottery\n* high quality lead crystal glassware\n* high end electronic items for domestic use (for example toasters, coffee makers and sewing machines)\n* high end video equipment, audio equipment and cameras").
:- sentence(0, 3, 14).
:- sentence(1, 16, 60).
:- sentence(2, 64, 151).
:- sentence(3, 154, 189).
:- sentence(4, 192, 292).
:- sentence(5, 295, 348).

:- dynamic it_is_high_quality_tableware_made_from_porcelain/1.
:- ask(it_is_high_quality_tableware_made_from_porcelain, bool, "Is it high quality tableware made from porcelain, china, stone or earthenware or fine pottery?", "it is high quality tableware made from porcelain, china, stone or earthenware or fine pottery", 2).
:- dynamic it_is_high_quality_lead_crystal_glassware/1.
:- ask(it_is_high_quality_lead_crystal_glassware, bool, "Is it high quality lead crystal glassware?", "it is high quality lead crystal glassware", 3).
:- dynamic it_is_high_end_electronic_items_for_domestic/1.
:- ask(it_is_high_end_electronic_items_for_domestic, bool, "Is it high end electronic items for domestic use?", "it is high end electronic items for domestic use (for example toasters, coffee makers and sewing machines)", 4).
:- dynamic it_is_high_end_video_equipment_audio_equipment/1.
:- ask(it_is_high_end_video_equipment_audio_equipment, bool, "Is it high end video equipment, audio equipment and cameras?", "it is high end video equipment, audio equipment and cameras", 5).
:- dynamic it_is_high_quality_tableware_made_from_porcelain_2/1.
:- ask(it_is_high_quality_tableware_made_from_porcelain_2, bool, "Is it high quality tableware made from porcelain, china, stone or earthenware or fine pottery, quality lead crystal glassware, does it end electronic items for domestic use or does it end video equipment, audio equipment and cameras?", "it is high quality tableware made from porcelain, china, stone or earthenware or fine pottery, quality lead crystal glassware, end electronic items for domestic use (for example toasters, coffee makers and sewing machines) or end video equipment, audio equipment and cameras", 1).
:- claim(it_is_one_of_allowed_luxury_goods_for, "it is one of the allowed luxury goods for North Korea", 1).
:- claim(not_it_is_one_of_allowed_luxury_goods_for, "it is not one of the allowed luxury goods for North Korea", 1).

% The banned luxury goods for North Korea are:
:- from(1).
not_it_is_one_of_allowed_luxury_goods_for :-
    group(it_is_high_quality_tableware_made_from_porcelain_2(true), (it_is_high_quality_tableware_made_from_porcelain(true) ; it_is_high_quality_lead_crystal_glassware(true) ; it_is_high_end_electronic_items_for_domestic(true) ; it_is_high_end_video_equipment_audio_equipment(true))).
it_is_one_of_allowed_luxury_goods_for :-
    \+ not_it_is_one_of_allowed_luxury_goods_for.

%%% 419-58d6d114-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('419-58d6d114-0').
:- text("### How Centrepay works\n\nPeople receiving welfare payments may ask to pay their bills and other costs through Centrepay.").
:- sentence(0, 4, 23).
:- sentence(1, 25, 120).

:- dynamic are_receiving_welfare_payments/1.
:- ask(are_receiving_welfare_payments, bool, "Are you receiving welfare payments?", "you are receiving welfare payments", 1).
:- claim(may_ask_to_pay_your_bills_and_other, "you may ask to pay your bills and other costs through Centrepay", 1).

% People receiving welfare payments may ask to pay their bills and other costs through Centrepay.
:- from(1).
may_ask_to_pay_your_bills_and_other :-
    are_receiving_welfare_payments(true).

%%% 420-1789493f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('420-1789493f-0').
:- text("#  2. Eligibility\n\nYou can get a CAS if you’re:\n\n* re-sitting exams or repeating modules\n* applying for the first time to a new institution to complete a course you started at an institution that lost its Tier 4 sponsorship\n* applying to extend your stay to complete your studies because you’ve done (or want to do) a work placement or study abroad programme").
:- sentence(0, 3, 17).
:- sentence(1, 19, 47).
:- sentence(2, 51, 88).
:- sentence(3, 91, 223).
:- sentence(4, 226, 358).

:- dynamic are_re_sitting_exams_or_repeating_modules/1.
:- ask(are_re_sitting_exams_or_repeating_modules, bool, "Are you re-sitting exams or repeating modules?", "you are re-sitting exams or repeating modules", 2).
:- dynamic are_applying_for_first_time_to_new_institution/1.
:- ask(are_applying_for_first_time_to_new_institution, bool, "Are you applying for the first time to a new institution to complete a course you started at an institution that lost its Tier 4 sponsorship?", "you are applying for the first time to a new institution to complete a course you started at an institution that lost its Tier 4 sponsorship", 3).
:- dynamic are_applying_to_extend_your_stay_to_complete/1.
:- ask(are_applying_to_extend_your_stay_to_complete, bool, "Are you applying to extend your stay to complete your studies?", "you are applying to extend your stay to complete your studies", 4).
:- dynamic are_re_sitting_exams_or_repeating_modules_applying/1.
:- ask(are_re_sitting_exams_or_repeating_modules_applying, bool, "Are you re-sitting exams or repeating modules, applying for the first time to a new institution to complete a course you started at an institution that lost its Tier 4 sponsorship or applying to extend your stay to complete your studies?", "you are re-sitting exams or repeating modules, applying for the first time to a new institution to complete a course you started at an institution that lost its Tier 4 sponsorship or applying to extend your stay to complete your studies", 1).
:- claim(can_get_cas, "you can get a CAS", 1).

% You can get a CAS if you’re:
:- from(1).
can_get_cas :-
    group(are_re_sitting_exams_or_repeating_modules_applying(true), (are_re_sitting_exams_or_repeating_modules(true) ; are_applying_for_first_time_to_new_institution(true) ; are_applying_to_extend_your_stay_to_complete(true))).

%%% 421-3ef40957-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('421-3ef40957-0').
:- text("### The State Second Pension since 2002\n\nYou contributed through your National Insurance contributions if at any time between 6 April 2002 and 5 April 2016 you were:\n\n* employed and earning at least the lower earnings limit - this was £5,824 in the 2015 to 2016 tax year\n* looking after children under 12 and claiming Child Benefit\n* caring for a sick or disabled person more than 20 hours a week and claiming Carer’s Credit\n* working as a registered foster carer and claiming Carer’s Credit").
:- sentence(0, 4, 39).
:- sentence(1, 41, 165).
:- sentence(2, 169, 270).
:- sentence(3, 273, 331).
:- sentence(4, 334, 424).
:- sentence(5, 427, 491).

:- dynamic are_employed_and_earning_at_least_lower_earnings/1.
:- ask(are_employed_and_earning_at_least_lower_earnings, bool, "Are you employed and earning at least the lower earnings limit?", "you are employed and earning at least the lower earnings limit", 2).
:- dynamic are_looking_after_children_under_12_and_claiming/1.
:- ask(are_looking_after_children_under_12_and_claiming, bool, "Are you looking after children under 12 and claiming Child Benefit?", "you are looking after children under 12 and claiming Child Benefit", 3).
:- dynamic are_caring_for_sick_or_disabled_person_more/1.
:- ask(are_caring_for_sick_or_disabled_person_more, bool, "Are you caring for a sick or disabled person more than 20 hours a week and claiming Carer's Credit?", "you are caring for a sick or disabled person more than 20 hours a week and claiming Carer's Credit", 4).
:- dynamic are_working_as_registered_foster_carer_and_claiming/1.
:- ask(are_working_as_registered_foster_carer_and_claiming, bool, "Are you working as a registered foster carer and claiming Carer's Credit?", "you are working as a registered foster carer and claiming Carer's Credit", 5).
:- dynamic are_employed_and_earning_at_least_lower_earnings_2/1.
:- ask(are_employed_and_earning_at_least_lower_earnings_2, bool, "Are you employed and earning at least the lower earnings limit, looking after children under 12 and claiming Child Benefit, caring for a sick or disabled person more than 20 hours a week and claiming Carer's Credit or working as a registered foster carer and claiming Carer's Credit?", "you are employed and earning at least the lower earnings limit, looking after children under 12 and claiming Child Benefit, caring for a sick or disabled person more than 20 hours a week and claiming Carer's Credit or working as a registered foster carer and claiming Carer's Credit", 1).
:- claim(contributed_through_your_national_insurance_contributions, "you contributed through your National Insurance contributions", 1).

% You contributed through your National Insurance contributions if at any time between 6 April 2002 and 5 April 2016 you were:
:- from(1).
contributed_through_your_national_insurance_contributions :-
    group(are_employed_and_earning_at_least_lower_earnings_2(true), (are_employed_and_earning_at_least_lower_earnings(true) ; are_looking_after_children_under_12_and_claiming(true) ; are_caring_for_sick_or_disabled_person_more(true) ; are_working_as_registered_foster_carer_and_claiming(true))).

%%% 422-1f906ebe-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('422-1f906ebe-0').
:- text("## Applying to become a tax credit appointee\n\nYou must be over 18 and have a bank account. You don’t have to be a relative.").
:- sentence(0, 3, 44).
:- sentence(1, 46, 90).
:- sentence(2, 91, 123).

:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 1).
:- comparison(age > 18, "Are you over 18?", 1).
:- dynamic have_bank_account/1.
:- ask(have_bank_account, bool, "Do you have a bank account?", "you have a bank account", 1).
:- dynamic are_over_18_and_have_bank_account/1.
:- ask(are_over_18_and_have_bank_account, bool, "Are you over 18 and do you have a bank account?", "you are over 18 and have a bank account", 1).
:- claim(meet_conditions_applying_to_become_tax_credit_appointee, "you meet the conditions (Applying to become a tax credit appointee)", 1).
:- claim(have_to_be_relative, "you have to be a relative", 2).
:- claim(not_have_to_be_relative, "you do not have to be a relative", 2).

% You must be over 18 and have a bank account.
:- from(1).
meet_conditions_applying_to_become_tax_credit_appointee_requirement_1 :-
    group(are_over_18_and_have_bank_account(true), (age(Age), Age > 18, have_bank_account(true))).
meet_conditions_applying_to_become_tax_credit_appointee :-
    meet_conditions_applying_to_become_tax_credit_appointee_requirement_1.

% You don’t have to be a relative.
:- from(2).
not_have_to_be_relative :-
    true.
have_to_be_relative :-
    \+ not_have_to_be_relative.

%%% 423-5ceeb877-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('423-5ceeb877-0').
:- text("# Independent Contractor Defined\n\nIf you are an independent contractor, you are self-employed. To find out what your tax obligations are, visit the Self-Employed Tax Center.").
:- sentence(0, 2, 32).
:- sentence(1, 34, 94).
:- sentence(2, 95, 173).

:- dynamic are_independent_contractor/1.
:- ask(are_independent_contractor, bool, "Are you an independent contractor?", "you are an independent contractor", 1).
:- claim(are_self_employed, "you are self-employed", 1).

% If you are an independent contractor, you are self-employed.
:- from(1).
are_self_employed :-
    are_independent_contractor(true).

%%% 424-ed23e258-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('424-ed23e258-0').
:- text("## Renewal EAD\n\nIf you are still eligible for employment authorization but your EAD will be expiring or has expired, you should file for a renewal EAD by submitting a new Form I-765 and filing fee (if required), unless a fee waiver is requested and approved. Generally, you should not file for a renewal EAD more than 180 days before your original EAD expires.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 258).
:- sentence(2, 259, 360).

:- dynamic are_still_eligible_for_employment_authorization/1.
:- ask(are_still_eligible_for_employment_authorization, bool, "Are you still eligible for employment authorization?", "you are still eligible for employment authorization", 1).
:- dynamic ead_will_be_expiring/1.
:- ask(ead_will_be_expiring, bool, "Will your EAD be expiring?", "your EAD will be expiring", 1).
:- dynamic ead_has_expired/1.
:- ask(ead_has_expired, bool, "Has your EAD expired?", "your EAD has expired", 1).
:- dynamic are_still_eligible_for_employment_authorization_but_your/1.
:- ask(are_still_eligible_for_employment_authorization_but_your, bool, "Are you still eligible for employment authorization but will your EAD be expiring or has it expired?", "you are still eligible for employment authorization but your EAD will be expiring or has expired", 1).
:- dynamic fee_waiver_is_requested/1.
:- ask(fee_waiver_is_requested, bool, "Is a fee waiver requested?", "a fee waiver is requested", 1).
:- dynamic fee_waiver_is_approved/1.
:- ask(fee_waiver_is_approved, bool, "Is a fee waiver approved?", "a fee waiver is approved", 1).
:- dynamic fee_waiver_is_requested_and_approved/1.
:- ask(fee_waiver_is_requested_and_approved, bool, "Is a fee waiver requested and approved?", "a fee waiver is requested and approved", 1).
:- claim(should_file_for_renewal_ead_by_submitting_new, "you should file for a renewal EAD by submitting a new Form I-765 and filing fee", 1).
:- claim(should_file_for_renewal_ead_more_than_180, "you should file for a renewal EAD more than 180 days before your original EAD expires", 2).
:- claim(not_should_file_for_renewal_ead_more_than_180, "you should not file for a renewal EAD more than 180 days before your original EAD expires", 2).

% If you are still eligible for employment authorization but your EAD will be expiring or has expired, you should file for a renewal EAD by submitting a new Form I-765 and filing fee (if required), unle
:- from(1).
should_file_for_renewal_ead_by_submitting_new :-
    group(are_still_eligible_for_employment_authorization_but_your(true), (are_still_eligible_for_employment_authorization(true), (ead_will_be_expiring(true) ; ead_has_expired(true)))),
    \+ group(fee_waiver_is_requested_and_approved(true), (fee_waiver_is_requested(true), fee_waiver_is_approved(true))).

% Generally, you should not file for a renewal EAD more than 180 days before your original EAD expires.
:- from(2).
not_should_file_for_renewal_ead_more_than_180 :-
    true.
should_file_for_renewal_ead_more_than_180 :-
    \+ not_should_file_for_renewal_ead_more_than_180.

%%% 425-74a9ad96-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('425-74a9ad96-0').
:- text("# Excise Tax\n\nForm 2290 - There is a federal excise tax on certain trucks, truck tractors, and buses used on public highways. The tax applies to vehicles having a taxable gross weight of 55,000 pounds or more. Report the tax on Form 2290. For additional information, see the instructions for Form 2290").
:- sentence(0, 2, 12).
:- sentence(1, 14, 125).
:- sentence(2, 126, 209).
:- sentence(3, 210, 238).
:- sentence(4, 239, 301).

:- dynamic it_is_vehicle_having_taxable_gross_weight_of/1.
:- ask(it_is_vehicle_having_taxable_gross_weight_of, bool, "Is it a vehicle having a taxable gross weight of 55,000 pounds or more?", "it is a vehicle having a taxable gross weight of 55,000 pounds or more", 2).
:- claim(excise_tax_applies_to_it, "Excise Tax applies to it", 2).
:- claim(form_2290_there_is_federal_excise_tax_on, "form 2290 - There is a federal excise tax on certain trucks, truck tractors, and buses used on public highways", 1).

% The tax applies to vehicles having a taxable gross weight of 55,000 pounds or more.
:- from(2).
excise_tax_applies_to_it :-
    it_is_vehicle_having_taxable_gross_weight_of(true).

% Form 2290 - There is a federal excise tax on certain trucks, truck tractors, and buses used on public highways.
:- from(1).
form_2290_there_is_federal_excise_tax_on :-
    true.

%%% 426-9acbf889-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('426-9acbf889-0').
:- text("The Fishermen's Contingency Fund (FCF) was established to compensate fishermen for economic and property losses caused by oil and gas obstructions on the U.S. Outer Continental Shelf. The fund was established in the U.S. Department of the Treasury, without fiscal year limitation, as a revolving fund comprised of assessments paid by offshore oil and gas interests. Compensation for economic loss is based on 50 percent of gross income lost, rather than loss of profits.").
:- sentence(0, 0, 183).
:- sentence(1, 184, 365).
:- sentence(2, 366, 470).

:- dynamic are_fisherman/1.
:- ask(are_fisherman, bool, "Are you a fisherman?", "you are a fisherman", 0).
:- claim(fishermens_contingency_fund_fcf_can_compensate_you, "the Fishermen's Contingency Fund (FCF) can compensate you", 0).
:- claim(fishermens_contingency_fund_was_established_in_u_s, "the Fishermen's Contingency Fund was established in the U.S. Department of the Treasury, without fiscal year limitation, as a revolving fund comprised of assessments paid by offshore oil and gas interests", 1).
:- claim(compensation_for_economic_loss_is_based_on_50, "compensation for economic loss is based on 50 percent of gross income lost, rather than loss of profits", 2).

% The Fishermen's Contingency Fund (FCF) was established to compensate fishermen for economic and property losses caused by oil and gas obstructions on the U.S. Outer Continental Shelf.
:- from(0).
fishermens_contingency_fund_fcf_can_compensate_you :-
    are_fisherman(true).

% The fund was established in the U.S. Department of the Treasury, without fiscal year limitation, as a revolving fund comprised of assessments paid by offshore oil and gas interests.
:- from(1).
fishermens_contingency_fund_was_established_in_u_s :-
    true.

% Compensation for economic loss is based on 50 percent of gross income lost, rather than loss of profits.
:- from(2).
compensation_for_economic_loss_is_based_on_50 :-
    true.

%%% 427-3e36713f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('427-3e36713f-0').
:- text("## Cooperatives\n\nNo cooperative may be located in any of the following areas:\n\n* Within one mile of a marijuana retailer;\n* Within the smaller of either:\n** 1,000 feet of schools, playgrounds, recreation centers, daycare centers, or any facility restricted to people 21 years or older, or\n** The area restricted by ordinances; or").
:- sentence(0, 3, 15).
:- sentence(1, 17, 77).
:- sentence(2, 81, 121).
:- sentence(3, 124, 153).
:- sentence(4, 157, 288).
:- sentence(5, 292, 329).

:- dynamic are_within_one_mile_of_marijuana_retailer/1.
:- ask(are_within_one_mile_of_marijuana_retailer, bool, "Are you within one mile of a marijuana retailer?", "you are within one mile of a marijuana retailer", 2).
:- dynamic are_within_smaller_of_either_1_000_feet/1.
:- ask(are_within_smaller_of_either_1_000_feet, bool, "Are you within the smaller of either 1,000 feet of schools, playgrounds, recreation centers, daycare centers, or any facility restricted to people 21 years or older, or the area restricted by ordinances?", "you are within the smaller of either 1,000 feet of schools, playgrounds, recreation centers, daycare centers, or any facility restricted to people 21 years or older, or the area restricted by ordinances", 3).
:- dynamic are_within_one_mile_of_marijuana_retailer_or/1.
:- ask(are_within_one_mile_of_marijuana_retailer_or, bool, "Are you within one mile of a marijuana retailer or the smaller of either 1,000 feet of schools, playgrounds, recreation centers, daycare centers, or any facility restricted to people 21 years or older, or the area restricted by ordinances?", "you are within one mile of a marijuana retailer or the smaller of either 1,000 feet of schools, playgrounds, recreation centers, daycare centers, or any facility restricted to people 21 years or older, or the area restricted by ordinances", 1).
:- claim(cooperative_may_be_located, "cooperative may be located", 1).
:- claim(not_cooperative_may_be_located, "cooperative may not be located", 1).

% No cooperative may be located in any of the following areas:
:- from(1).
not_cooperative_may_be_located :-
    group(are_within_one_mile_of_marijuana_retailer_or(true), (are_within_one_mile_of_marijuana_retailer(true) ; are_within_smaller_of_either_1_000_feet(true))).
cooperative_may_be_located :-
    \+ not_cooperative_may_be_located.

%%% 428-677b3479-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('428-677b3479-0').
:- text("To qualify for assistance, applicants must meet all loan eligibility requirements including:\n\n* Be the tenant-operator or owner-operator of a family farm after loan closing.").
:- sentence(0, 0, 92).
:- sentence(1, 96, 173).

:- dynamic are_tenant_operator_or_owner_operator_of_family/1.
:- ask(are_tenant_operator_or_owner_operator_of_family, bool, "Are you the tenant-operator or owner-operator of a family farm after loan closing?", "you are the tenant-operator or owner-operator of a family farm after loan closing", 1).
:- claim(can_qualify_for_assistance, "you can qualify for assistance", 0).

% To qualify for assistance, applicants must meet all loan eligibility requirements including:
:- from(0).
can_qualify_for_assistance :-
    are_tenant_operator_or_owner_operator_of_family(true).

%%% 429-04d15a41-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('429-04d15a41-0').
:- text("### National Authentication Service for Health (NASH)\n\nYou can apply for a NASH PKI certificate if you meet the eligibility criteria.").
:- sentence(0, 4, 53).
:- sentence(1, 55, 133).

:- dynamic meet_eligibility_criteria/1.
:- ask(meet_eligibility_criteria, bool, "Do you meet the eligibility criteria?", "you meet the eligibility criteria", 1).
:- claim(can_apply_for_nash_pki_certificate, "you can apply for a NASH PKI certificate", 1).

% You can apply for a NASH PKI certificate if you meet the eligibility criteria.
:- from(1).
can_apply_for_nash_pki_certificate :-
    meet_eligibility_criteria(true).

%%% 430-52f04072-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('430-52f04072-0').
:- text("#  8. Cancel registration\n\nYou must cancel your registration if you’re no longer eligible to be VAT registered.").
:- sentence(0, 3, 25).
:- sentence(1, 27, 111).

:- dynamic are_no_longer_eligible_to_be_vat_registered/1.
:- ask(are_no_longer_eligible_to_be_vat_registered, bool, "Are you no longer eligible to be VAT registered?", "you are no longer eligible to be VAT registered", 1).
:- claim(must_cancel_your_registration, "you must cancel your registration", 1).

% You must cancel your registration if you’re no longer eligible to be VAT registered.
:- from(1).
must_cancel_your_registration :-
    are_no_longer_eligible_to_be_vat_registered(true).

%%% 431-63e7cc13-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('431-63e7cc13-0').
:- text("#  6. Help if you're not working\n\nYou can get credits if you can’t pay National Insurance contributions, for example, if:\n\n* you can’t work due to illness\n* you’re caring for someone").
:- sentence(0, 3, 32).
:- sentence(1, 34, 121).
:- sentence(2, 125, 154).
:- sentence(3, 157, 182).

:- dynamic can_work_due_to_illness/1.
:- ask(can_work_due_to_illness, bool, "Can you work due to illness?", "you can work due to illness", 2).
:- dynamic are_caring_for_someone/1.
:- ask(are_caring_for_someone, bool, "Are you caring for someone?", "you are caring for someone", 3).
:- claim(can_get_credits_if_you_cannot_pay_national, "you can get credits if you can't pay National Insurance contributions, for example", 1).

% You can get credits if you can’t pay National Insurance contributions, for example, if:
:- from(1).
can_get_credits_if_you_cannot_pay_national :-
    (can_work_due_to_illness(false) ; are_caring_for_someone(true)).

%%% 432-695c995f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('432-695c995f-0').
:- text("Educational and Career Counseling can help you:\n\n* Assess your vocational interests, aptitudes and abilities\n* Explore career opportunities\n* Obtain guidance on effective use of VA benefits and resources to achieve education and career goals\n* Address barriers that may impede success in training or employment").
:- sentence(0, 0, 47).
:- sentence(1, 51, 108).
:- sentence(2, 111, 139).
:- sentence(3, 142, 241).
:- sentence(4, 244, 310).

:- dynamic assess_your_vocational_interests_aptitudes_and_abilities/1.
:- ask(assess_your_vocational_interests_aptitudes_and_abilities, bool, "Do you assess your vocational interests, aptitudes and abilities?", "you assess your vocational interests, aptitudes and abilities", 1).
:- dynamic explore_career_opportunities/1.
:- ask(explore_career_opportunities, bool, "Do you explore career opportunities?", "you explore career opportunities", 2).
:- dynamic obtain_guidance_on_effective_use_of_va_benefits/1.
:- ask(obtain_guidance_on_effective_use_of_va_benefits, bool, "Do you obtain guidance on effective use of VA benefits and resources to achieve education and career goals?", "you obtain guidance on effective use of VA benefits and resources to achieve education and career goals", 3).
:- dynamic address_barriers_that_may_impede_success_in_training/1.
:- ask(address_barriers_that_may_impede_success_in_training, bool, "Do you address barriers that may impede success in training or employment?", "you address barriers that may impede success in training or employment", 4).
:- claim(educational_and_career_counseling_can_help_you, "Educational and Career Counseling can help you", 0).

% Educational and Career Counseling can help you:
:- from(0).
educational_and_career_counseling_can_help_you :-
    (assess_your_vocational_interests_aptitudes_and_abilities(true) ; explore_career_opportunities(true) ; obtain_guidance_on_effective_use_of_va_benefits(true) ; address_barriers_that_may_impede_success_in_training(true)).

%%% 433-e0090e72-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('433-e0090e72-0').
:- text("Commissioned Officers of the Public Health Service and National Oceanic and Atmospheric Administration are considered to be active duty members and Veterans, once discharged.").
:- sentence(0, 0, 174).

:- dynamic it_is_commissioned_officer_of_public_health_service/1.
:- ask(it_is_commissioned_officer_of_public_health_service, bool, "Is it a Commissioned officer of the Public Health Service and National Oceanic and Atmospheric Administration?", "it is a Commissioned officer of the Public Health Service and National Oceanic and Atmospheric Administration", 0).
:- claim(it_is_considered_to_be_active_duty_members, "it is considered to be active duty members and Veterans, once discharged", 0).

% Commissioned Officers of the Public Health Service and National Oceanic and Atmospheric Administration are considered to be active duty members and Veterans, once discharged.
:- from(0).
it_is_considered_to_be_active_duty_members :-
    it_is_commissioned_officer_of_public_health_service(true).

%%% 434-28f50d76-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('434-28f50d76-0').
:- text("## Working after State Pension age\n\nYou don’t have to stop working when you reach State Pension age but you’ll no longer have to pay National Insurance. You can also request flexible working arrangements.").
:- sentence(0, 3, 34).
:- sentence(1, 36, 152).
:- sentence(2, 153, 204).

:- dynamic reach_state_pension_age/1.
:- ask(reach_state_pension_age, bool, "Do you reach State Pension age?", "you reach State Pension age", 1).
:- claim(can_work, "you can work", 1).
:- claim(will_have_to_pay_national_insurance, "you'll have to pay National Insurance", 1).
:- claim(not_will_have_to_pay_national_insurance, "you will not have to pay National Insurance", 1).
:- claim(can_request_flexible_working_arrangements, "you can request flexible working arrangements", 2).

% You don’t have to stop working when you reach State Pension age but you’ll no longer have to pay National Insurance.
:- from(1).
can_work :-
    reach_state_pension_age(true).
not_will_have_to_pay_national_insurance :-
    reach_state_pension_age(true).
will_have_to_pay_national_insurance :-
    \+ not_will_have_to_pay_national_insurance.

% You can also request flexible working arrangements.
:- from(2).
can_request_flexible_working_arrangements :-
    true.

%%% 435-90072af6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('435-90072af6-0').
:- text("## Your partner’s National Insurance record and your State Pension\n\nIf you paid married women’s or widows’ reduced rate National Insurance, you might be able to increase your new State Pension if you’re eligible.").
:- sentence(0, 3, 66).
:- sentence(1, 68, 212).

:- dynamic paid_married_womens_or_widows_reduced_rate_national/1.
:- ask(paid_married_womens_or_widows_reduced_rate_national, bool, "Did you pay married women's or widows' reduced rate National Insurance?", "you paid married women's or widows' reduced rate National Insurance", 1).
:- claim(might_be_able_to_increase_your_new_state, "you might be able to increase your new State Pension", 1).

% If you paid married women’s or widows’ reduced rate National Insurance, you might be able to increase your new State Pension if you’re eligible.
:- from(1).
might_be_able_to_increase_your_new_state :-
    paid_married_womens_or_widows_reduced_rate_national(true).

%%% 436-d6d1fa35-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('436-d6d1fa35-0').
:- text("The purpose of the Military Reservist Economic Injury Disaster Loan program (MREIDL) is to provide funds to eligible small businesses to meet its ordinary and necessary operating expenses that it could have met, but is unable to meet, because an essential employee was \"called-up\" to active duty in their role as a military reservist. These loans are intended only to provide the amount of working capital needed by a small business to pay its necessary obligations as they mature until operations return to normal after the essential employee is released from active military duty. The purpose of these loans is not to cover lost income or lost profits. MREIDL funds cannot be used to take the place of regular commercial debt, to refinance long-term debt or to expand the business.").
:- sentence(0, 0, 334).
:- sentence(1, 335, 582).
:- sentence(2, 583, 654).
:- sentence(3, 655, 783).

:- dynamic are_eligible_small_business/1.
:- ask(are_eligible_small_business, bool, "Are you an eligible small business?", "you are an eligible small business", 0).
:- dynamic operations_return_to_normal_after_essential_employee_is/1.
:- ask(operations_return_to_normal_after_essential_employee_is, bool, "Do operations return to normal after the essential employee is released from active military duty?", "operations return to normal after the essential employee is released from active military duty", 1).
:- dynamic will_use_mreidl_funds_to_take_place_of/1.
:- ask(will_use_mreidl_funds_to_take_place_of, bool, "Will you use MREIDL funds to take the place of regular commercial debt?", "you will use MREIDL funds to take the place of regular commercial debt", 3).
:- dynamic will_use_mreidl_funds_to_refinance_long_term/1.
:- ask(will_use_mreidl_funds_to_refinance_long_term, bool, "Will you use MREIDL funds to refinance long-term debt?", "you will use MREIDL funds to refinance long-term debt", 3).
:- dynamic will_use_mreidl_funds_to_expand_business/1.
:- ask(will_use_mreidl_funds_to_expand_business, bool, "Will you use MREIDL funds to expand the business?", "you will use MREIDL funds to expand the business", 3).
:- claim(can_get_military_reservist_economic_injury_disaster_loan, "you can get the Military Reservist Economic Injury Disaster Loan program (MREIDL)", 0).
:- claim(these_loans_are_intended_to_provide_amount_of, "these loans are intended to provide the amount of working capital needed by a small business to pay its necessary obligations as they mature", 1).
:- claim(can_use_mreidl_funds, "you can use MREIDL funds", 3).
:- claim(not_can_use_mreidl_funds, "you can not use MREIDL funds", 3).
:- claim(purpose_of_these_loans_is_to_cover_lost, "the purpose of these loans is to cover lost income or lost profits", 2).
:- claim(not_purpose_of_these_loans_is_to_cover_lost, "the purpose of these loans do not have to cover lost income or lost profits", 2).

% The purpose of the Military Reservist Economic Injury Disaster Loan program (MREIDL) is to provide funds to eligible small businesses to meet its ordinary and necessary operating expenses that it coul
:- from(0).
can_get_military_reservist_economic_injury_disaster_loan :-
    are_eligible_small_business(true).

% These loans are intended only to provide the amount of working capital needed by a small business to pay its necessary obligations as they mature until operations return to normal after the essential 
:- from(1).
these_loans_are_intended_to_provide_amount_of :-
    \+ operations_return_to_normal_after_essential_employee_is(true).

% MREIDL funds cannot be used to take the place of regular commercial debt, to refinance long-term debt or to expand the business.
:- from(3).
not_can_use_mreidl_funds :-
    (will_use_mreidl_funds_to_take_place_of(true) ; will_use_mreidl_funds_to_refinance_long_term(true) ; will_use_mreidl_funds_to_expand_business(true)).
can_use_mreidl_funds :-
    \+ not_can_use_mreidl_funds.

% The purpose of these loans is not to cover lost income or lost profits.
:- from(2).
not_purpose_of_these_loans_is_to_cover_lost :-
    true.
purpose_of_these_loans_is_to_cover_lost :-
    \+ not_purpose_of_these_loans_is_to_cover_lost.

%%% 437-d74ab3b5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('437-d74ab3b5-0').
:- text("#  1. Overview\n\nUse the minimum wage calculator to check if the correct minimum wage has been paid.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 99).

:- dynamic correct_minimum_wage_has_been_paid/1.
:- ask(correct_minimum_wage_has_been_paid, bool, "Has the correct minimum wage been paid?", "the correct minimum wage has been paid", 1).
:- claim(use_minimum_wage_calculator_to_check, "you should use the minimum wage calculator to check", 1).

% Use the minimum wage calculator to check if the correct minimum wage has been paid.
:- from(1).
use_minimum_wage_calculator_to_check :-
    correct_minimum_wage_has_been_paid(true).

%%% 438-07276938-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('438-07276938-0').
:- text("The annual renewal fee is paid once a year and is required to maintain the enforceability of the guarantee as to the lender. There is also an upfront guarantee fee of three percent. A limited amount of loans may be guaranteed with a two percent fee, subject to meeting regulatory requirements.").
:- sentence(0, 0, 124).
:- sentence(1, 125, 181).
:- sentence(2, 182, 293).

:- claim(annual_renewal_fee_is_paid_once_year_and, "the annual renewal fee is paid once a year and is required to maintain the enforceability of the guarantee as to the lender", 0).
:- claim(there_is_upfront_guarantee_fee_of_three_percent, "there is an upfront guarantee fee of three percent", 1).
:- claim(limited_amount_of_loans_may_be_guaranteed_with, "a limited amount of loans may be guaranteed with a two percent fee, subject to meeting regulatory requirements", 2).

% The annual renewal fee is paid once a year and is required to maintain the enforceability of the guarantee as to the lender.
:- from(0).
annual_renewal_fee_is_paid_once_year_and :-
    true.

% There is also an upfront guarantee fee of three percent.
:- from(1).
there_is_upfront_guarantee_fee_of_three_percent :-
    true.

% A limited amount of loans may be guaranteed with a two percent fee, subject to meeting regulatory requirements.
:- from(2).
limited_amount_of_loans_may_be_guaranteed_with :-
    true.

%%% 439-5b224bb0-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('439-5b224bb0-0').
:- text("#  2. What's tax-free\n\nYou won’t usually pay any tax if your total annual income adds up to less than your Personal Allowance.").
:- sentence(0, 3, 21).
:- sentence(1, 23, 126).

:- dynamic total_annual_income_adds_up_to_less_than/1.
:- ask(total_annual_income_adds_up_to_less_than, bool, "Does your total annual income add up to less than your Personal Allowance?", "your total annual income adds up to less than your Personal Allowance", 1).
:- claim(will_pay_any_tax, "you will pay any tax", 1).
:- claim(not_will_pay_any_tax, "you will not pay any tax", 1).

% You won’t usually pay any tax if your total annual income adds up to less than your Personal Allowance.
:- from(1).
not_will_pay_any_tax :-
    total_annual_income_adds_up_to_less_than(true).
will_pay_any_tax :-
    \+ not_will_pay_any_tax.

%%% 440-287012fb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('440-287012fb-0').
:- text("## Your child is under 16\n\nIf your child has a baby, you can make the claim for both of them if they live with you. The money will be paid to you.").
:- sentence(0, 3, 25).
:- sentence(1, 27, 115).
:- sentence(2, 116, 146).

:- dynamic child_has_baby/1.
:- ask(child_has_baby, bool, "Does your child have a baby?", "your child has a baby", 1).
:- dynamic both_of_them_live_with_you/1.
:- ask(both_of_them_live_with_you, bool, "Do both of them live with you?", "both of them live with you", 1).
:- claim(can_make_claim_for_both_of_them, "you can make the claim for both of them (Your child is under 16)", 1).
:- claim(money_will_be_paid_to_you, "the money will be paid to you", 2).

% If your child has a baby, you can make the claim for both of them if they live with you.
:- from(1).
can_make_claim_for_both_of_them :-
    child_has_baby(true),
    both_of_them_live_with_you(true).

% The money will be paid to you.
:- from(2).
money_will_be_paid_to_you :-
    true.

%%% 441-07d98c4d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('441-07d98c4d-0').
:- text("#  5. When not to charge VAT\n\nYou can’t charge VAT on exempt or ‘out of scope’ items.").
:- sentence(0, 3, 28).
:- sentence(1, 30, 85).

:- claim(can_charge_vat_on_exempt_or_out_of, "you can charge VAT on exempt or 'out of scope' items", 1).
:- claim(not_can_charge_vat_on_exempt_or_out_of, "you can not charge VAT on exempt or 'out of scope' items", 1).

% You can’t charge VAT on exempt or ‘out of scope’ items.
:- from(1).
not_can_charge_vat_on_exempt_or_out_of :-
    true.
can_charge_vat_on_exempt_or_out_of :-
    \+ not_can_charge_vat_on_exempt_or_out_of.

%%% 442-25dcba41-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('442-25dcba41-0').
:- text("Priority Groups 1-3 - Service-connected Veterans who have received a VA disability rating, POWs, awarded Purple Heart Medal or Medal of Honor.").
:- sentence(0, 0, 142).

:- claim(priority_groups_1_3_service_connected_veterans_who, "Priority Groups 1-3 - Service-connected Veterans who have received a VA disability rating, POWs, awarded Purple Heart Medal or Medal of Honor", 0).

% Priority Groups 1-3 - Service-connected Veterans who have received a VA disability rating, POWs, awarded Purple Heart Medal or Medal of Honor.
:- from(0).
priority_groups_1_3_service_connected_veterans_who :-
    true.

%%% 443-28740eb3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('443-28740eb3-0').
:- text("#  1. Overview\n\nIf you were born on or before 5 August 1953 you could get between £100 and £300 to help you pay your heating bills. This is known as a ‘Winter Fuel Payment’.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 131).
:- sentence(2, 132, 173).

:- dynamic were_born_on_or_before_5_august_1953/1.
:- ask(were_born_on_or_before_5_august_1953, bool, "Were you born on or before 5 August 1953?", "you were born on or before 5 August 1953", 1).
:- claim(could_get_between_100_and_300_to_help, "you could get between £100 and £300 to help you pay your heating bills", 1).

% If you were born on or before 5 August 1953 you could get between £100 and £300 to help you pay your heating bills.
:- from(1).
could_get_between_100_and_300_to_help :-
    were_born_on_or_before_5_august_1953(true).

%%% 444-e4edb0ff-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('444-e4edb0ff-0').
:- text("### Register for Aged Care Online Claiming\n\nResidential Care level 8 and Home Care level 10 give authority to:\n\n* view a care recipient profile including associated web forms, and").
:- sentence(0, 4, 42).
:- sentence(1, 44, 110).
:- sentence(2, 114, 179).

:- dynamic have_residential_care_level_8_authority/1.
:- ask(have_residential_care_level_8_authority, bool, "Do you have Residential Care level 8 authority?", "you have Residential Care level 8 authority", 1).
:- dynamic have_home_care_level_10_authority/1.
:- ask(have_home_care_level_10_authority, bool, "Do you have Home Care level 10 authority?", "you have Home Care level 10 authority", 1).
:- claim(have_authority_to_view_care_recipient_profile_including, "you have authority to view a care recipient profile including associated web forms", 2).

% view a care recipient profile including associated web forms, and
:- from(2).
have_authority_to_view_care_recipient_profile_including :-
    (have_residential_care_level_8_authority(true) ; have_home_care_level_10_authority(true)).

%%% 445-eb093638-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('445-eb093638-0').
:- text("To be eligible for EIDL assistance, small businesses or private non-profit organizations must have sustained economic injury and be located in a disaster declared county or contiguous county.").
:- sentence(0, 0, 191).

:- dynamic small_businesses_or_private_non_profit_organizations_have/1.
:- ask(small_businesses_or_private_non_profit_organizations_have, bool, "Have small businesses or private non-profit organizations sustained economic injury?", "small businesses or private non-profit organizations have sustained economic injury", 0).
:- dynamic small_businesses_or_private_non_profit_organizations_are/1.
:- ask(small_businesses_or_private_non_profit_organizations_are, bool, "Are small businesses or private non-profit organizations located in a disaster declared county or contiguous county?", "small businesses or private non-profit organizations are located in a disaster declared county or contiguous county", 0).
:- claim(can_be_eligible_for_eidl_assistance, "you can be eligible for EIDL assistance", 0).

% To be eligible for EIDL assistance, small businesses or private non-profit organizations must have sustained economic injury and be located in a disaster declared county or contiguous county.
:- from(0).
can_be_eligible_for_eidl_assistance :-
    small_businesses_or_private_non_profit_organizations_have(true),
    small_businesses_or_private_non_profit_organizations_are(true).

%%% 446-8fbcadea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('446-8fbcadea-0').
:- text("#### Setting target amounts\n\nWhere a specific amount needs paying, you can set a target amount. When this is reached deductions will stop. You can add target amounts to an existing deduction or create one with a new deduction.").
:- sentence(0, 5, 27).
:- sentence(1, 29, 95).
:- sentence(2, 96, 138).
:- sentence(3, 139, 226).

:- dynamic specific_amount_needs_paying/1.
:- ask(specific_amount_needs_paying, bool, "Does a specific amount need paying?", "a specific amount needs paying", 1).
:- claim(can_set_target_amount, "you can set a target amount", 1).
:- claim(when_target_amount_is_reached_deductions_will_stop, "when the target amount is reached deductions will stop", 2).
:- claim(can_add_target_amounts_to_existing_deduction_or, "you can add target amounts to an existing deduction or create one with a new deduction", 3).

% Where a specific amount needs paying, you can set a target amount.
:- from(1).
can_set_target_amount :-
    specific_amount_needs_paying(true).

% When this is reached deductions will stop.
:- from(2).
when_target_amount_is_reached_deductions_will_stop :-
    true.

% You can add target amounts to an existing deduction or create one with a new deduction.
:- from(3).
can_add_target_amounts_to_existing_deduction_or :-
    true.

%%% 447-b884f162-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('447-b884f162-0').
:- text("### Income and assets from outside Australia\n\nIf you or your partner get income from, or have assets outside Australia, we may have to reduce the amount of Age Pension you get.").
:- sentence(0, 4, 44).
:- sentence(1, 46, 176).

:- dynamic you_or_your_partner_get_income_from_outside/1.
:- ask(you_or_your_partner_get_income_from_outside, bool, "Do you or your partner get income from outside Australia?", "you or your partner get income from outside Australia", 1).
:- dynamic you_or_your_partner_have_assets_outside_australia/1.
:- ask(you_or_your_partner_have_assets_outside_australia, bool, "Do you or your partner have assets outside Australia?", "you or your partner have assets outside Australia", 1).
:- dynamic you_or_your_partner_get_income_from_or/1.
:- ask(you_or_your_partner_get_income_from_or, bool, "Do you or your partner get income from, or have assets outside Australia?", "you or your partner get income from, or have assets outside Australia", 1).
:- claim(may_have_to_reduce_amount_of_age_pension, "we may have to reduce the amount of Age Pension you get", 1).

% If you or your partner get income from, or have assets outside Australia, we may have to reduce the amount of Age Pension you get.
:- from(1).
may_have_to_reduce_amount_of_age_pension :-
    group(you_or_your_partner_get_income_from_or(true), (you_or_your_partner_get_income_from_outside(true) ; you_or_your_partner_have_assets_outside_australia(true))).

%%% 448-c2fcb249-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('448-c2fcb249-0').
:- text("# General Program Requirements\n\nThe disability for which you are using the prosthetic or orthopedic appliance must be service-connected.").
:- sentence(0, 2, 30).
:- sentence(1, 32, 136).

:- dynamic disability_for_which_you_are_using_prosthetic_or/1.
:- ask(disability_for_which_you_are_using_prosthetic_or, bool, "Must the disability for which you are using the prosthetic or orthopedic appliance be service-connected?", "the disability for which you are using the prosthetic or orthopedic appliance must be service-connected", 1).
:- claim(meet_conditions_general_program_requirements, "you meet the conditions (General Program Requirements)", 1).

% The disability for which you are using the prosthetic or orthopedic appliance must be service-connected.
:- from(1).
meet_conditions_general_program_requirements_requirement_1 :-
    disability_for_which_you_are_using_prosthetic_or(true).
meet_conditions_general_program_requirements :-
    meet_conditions_general_program_requirements_requirement_1.

%%% 449-68d39227-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('449-68d39227-0').
:- text("If you would like to find out if you may be eligible for any of the benefits SSA administers, take the U.S. Social Security Administration’s (SSA) Benefit Eligibility Screening Tool. Once you have completed the eligibility screening questionnaire, you will be provided with a list of benefits for which you may be eligible. Print this page for your records before going to the application site.").
:- sentence(0, 0, 182).
:- sentence(1, 183, 323).
:- sentence(2, 324, 394).

:- dynamic would_like_to_find_out_if_you_may/1.
:- ask(would_like_to_find_out_if_you_may, bool, "Would you like to find out if you may be eligible for any of the benefits SSA administers?", "you would like to find out if you may be eligible for any of the benefits SSA administers", 0).
:- dynamic have_completed_eligibility_screening_questionnaire/1.
:- ask(have_completed_eligibility_screening_questionnaire, bool, "Have you completed the eligibility screening questionnaire?", "you have completed the eligibility screening questionnaire", 1).
:- claim(take_u_s_social_security_administrations_ssa_benefit, "you should take the U.S. Social Security Administration's (SSA) Benefit Eligibility Screening Tool", 0).
:- claim(will_be_provided_with_list_of_benefits_for, "you will be provided with a list of benefits for which you may be eligible", 1).

% If you would like to find out if you may be eligible for any of the benefits SSA administers, take the U.S. Social Security Administration’s (SSA) Benefit Eligibility Screening Tool.
:- from(0).
take_u_s_social_security_administrations_ssa_benefit :-
    would_like_to_find_out_if_you_may(true).

% Once you have completed the eligibility screening questionnaire, you will be provided with a list of benefits for which you may be eligible.
:- from(1).
will_be_provided_with_list_of_benefits_for :-
    have_completed_eligibility_screening_questionnaire(true).

%%% 450-7e308488-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('450-7e308488-0').
:- text("#  1. Overview\n\nYou usually get a Winter Fuel Payment automatically if you’re eligible and you get the State Pension or another social security benefit (not Housing Benefit, Council Tax Reduction, Child Benefit or Universal Credit).").
:- sentence(0, 3, 14).
:- sentence(1, 16, 232).

:- dynamic get_state_pension/1.
:- ask(get_state_pension, bool, "Do you get the State Pension?", "you get the State Pension", 1).
:- dynamic get_another_social_security_benefit_not_housing_benefit/1.
:- ask(get_another_social_security_benefit_not_housing_benefit, bool, "Do you get another social security benefit (not Housing Benefit, Council Tax Reduction, Child Benefit or Universal Credit)?", "you get another social security benefit (not Housing Benefit, Council Tax Reduction, Child Benefit or Universal Credit)", 1).
:- dynamic get_state_pension_or_another_social_security_benefit/1.
:- ask(get_state_pension_or_another_social_security_benefit, bool, "Do you get the State Pension or another social security benefit (not Housing Benefit, Council Tax Reduction, Child Benefit or Universal Credit)?", "you get the State Pension or another social security benefit (not Housing Benefit, Council Tax Reduction, Child Benefit or Universal Credit)", 1).
:- claim(get_winter_fuel_payment_automatically, "you get a Winter Fuel Payment automatically", 1).

% You usually get a Winter Fuel Payment automatically if you’re eligible and you get the State Pension or another social security benefit (not Housing Benefit, Council Tax Reduction, Child Benefit or Un
:- from(1).
get_winter_fuel_payment_automatically :-
    group(get_state_pension_or_another_social_security_benefit(true), (get_state_pension(true) ; get_another_social_security_benefit_not_housing_benefit(true))).

%%% 451-ae992810-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('451-ae992810-0').
:- text("### Restrictions\n\nThe designated provider is prohibited from consuming marijuana obtained for the personal, medical use of the qualifying patient for whom the individual is acting as designated provider.").
:- sentence(0, 4, 16).
:- sentence(1, 18, 203).

:- dynamic are_designated_provider/1.
:- ask(are_designated_provider, bool, "Are you the designated provider?", "you are the designated provider", 1).
:- claim(are_allowed_to_consume_marijuana_obtained_for_personal, "you are allowed to consume marijuana obtained for the personal, medical use of the qualifying patient for whom the individual is acting as designated provider", 1).
:- claim(not_are_allowed_to_consume_marijuana_obtained_for_personal, "you are not allowed to consume marijuana obtained for the personal, medical use of the qualifying patient for whom the individual is acting as designated provider", 1).

% The designated provider is prohibited from consuming marijuana obtained for the personal, medical use of the qualifying patient for whom the individual is acting as designated provider.
:- from(1).
not_are_allowed_to_consume_marijuana_obtained_for_personal :-
    are_designated_provider(true).
are_allowed_to_consume_marijuana_obtained_for_personal :-
    \+ not_are_allowed_to_consume_marijuana_obtained_for_personal.

%%% 452-052becce-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('452-052becce-0').
:- text("# Amount/Elements\n\n* You’re a couple applying together : Up to £2,010 a year\n* You’re a single parent: Up to £2,010 a year\n* You work at least 30 hours a week: Up to £810 a year\n* You have a disability: Up to £3,000 a year").
:- sentence(0, 2, 17).
:- sentence(1, 21, 76).
:- sentence(2, 79, 122).
:- sentence(3, 125, 177).
:- sentence(4, 180, 222).

:- dynamic are_couple_applying_together/1.
:- ask(are_couple_applying_together, bool, "Are you a couple applying together?", "you are a couple applying together", 1).
:- dynamic are_single_parent/1.
:- ask(are_single_parent, bool, "Are you a single parent?", "you are a single parent", 2).
:- dynamic work_hours_week/1.
:- ask(work_hours_week, number("hours a week"), "How many hours do you work a week?", "the number of hours you work a week", 3).
:- comparison(work_hours_week >= 30, "Do you work at least 30 hours a week?", 3).
:- dynamic have_disability/1.
:- ask(have_disability, bool, "Do you have a disability?", "you have a disability", 4).
:- claim(can_get_up_to_2_010_year, "you can get up to £2,010 a year", 1).
:- claim(can_get_up_to_810_year, "you can get up to £810 a year", 3).
:- claim(can_get_up_to_3_000_year, "you can get up to £3,000 a year", 4).

% You’re a couple applying together : Up to £2,010 a year
:- from(1).
can_get_up_to_2_010_year :-
    are_couple_applying_together(true).

% You’re a single parent: Up to £2,010 a year
:- from(2).
can_get_up_to_2_010_year :-
    are_single_parent(true).

% You work at least 30 hours a week: Up to £810 a year
:- from(3).
can_get_up_to_810_year :-
    work_hours_week(WorkHoursWeek),
    WorkHoursWeek >= 30.

% You have a disability: Up to £3,000 a year
:- from(4).
can_get_up_to_3_000_year :-
    have_disability(true).

%%% 453-c7096168-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('453-c7096168-0').
:- text("A borrower may be:\n\n* An individual\n* A cooperative organization, corporation, partnership, or other legal entity organized and operated on a profit or nonprofit basis\n* An Indian tribe on a Federal or state reservation or other Federally recognized tribal group, or\n* A public body.").
:- sentence(0, 0, 18).
:- sentence(1, 22, 35).
:- sentence(2, 38, 167).
:- sentence(3, 170, 266).
:- sentence(4, 269, 283).

:- dynamic are_individual/1.
:- ask(are_individual, bool, "Are you an individual?", "you are an individual", 1).
:- dynamic are_cooperative_organization_corporation_partnership_or_other_legal/1.
:- ask(are_cooperative_organization_corporation_partnership_or_other_legal, bool, "Are you a cooperative organization, corporation, partnership, or other legal entity organized and operated on a profit or nonprofit basis?", "you are a cooperative organization, corporation, partnership, or other legal entity organized and operated on a profit or nonprofit basis", 2).
:- dynamic are_indian_tribe_on_federal_or_state_reservation/1.
:- ask(are_indian_tribe_on_federal_or_state_reservation, bool, "Are you an Indian tribe on a Federal or state reservation or other Federally recognized tribal group?", "you are an Indian tribe on a Federal or state reservation or other Federally recognized tribal group", 3).
:- dynamic are_public_body/1.
:- ask(are_public_body, bool, "Are you a public body?", "you are a public body", 4).
:- dynamic are_individual_cooperative_organization_corporation_partnership_or_other/1.
:- ask(are_individual_cooperative_organization_corporation_partnership_or_other, bool, "Are you an individual, a cooperative organization, corporation, partnership, or other legal entity organized and operated on a profit or nonprofit basis, an Indian tribe on a Federal or state reservation or other Federally recognized tribal group or a public body?", "you are an individual, a cooperative organization, corporation, partnership, or other legal entity organized and operated on a profit or nonprofit basis, an Indian tribe on a Federal or state reservation or other Federally recognized tribal group or a public body", 0).
:- claim(borrower_may_be, "a borrower may be", 0).

% A borrower may be:
:- from(0).
borrower_may_be :-
    group(are_individual_cooperative_organization_corporation_partnership_or_other(true), (are_individual(true) ; are_cooperative_organization_corporation_partnership_or_other_legal(true) ; are_indian_tribe_on_federal_or_state_reservation(true) ; are_public_body(true))).

%%% 454-2b2a7bea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('454-2b2a7bea-0').
:- text("#  2. Who gets the minimum wage\n\nWorkers are also entitled to the correct minimum wage if they’re:\n\n* part-time\n* casual labourers, for example someone hired for one day\n* agency workers\n* workers and homeworkers paid by the number of items they make").
:- sentence(0, 3, 31).
:- sentence(1, 33, 98).
:- sentence(2, 102, 111).
:- sentence(3, 114, 169).
:- sentence(4, 172, 186).
:- sentence(5, 189, 250).

:- dynamic are_part_time/1.
:- ask(are_part_time, bool, "Are you part-time?", "you are part-time", 2).
:- dynamic are_casual_labourer/1.
:- ask(are_casual_labourer, bool, "Are you a casual labourer?", "you are a casual labourer", 3).
:- dynamic are_agency_worker/1.
:- ask(are_agency_worker, bool, "Are you an agency worker?", "you are an agency worker", 4).
:- dynamic are_worker_and_homeworker_paid_by_number_of/1.
:- ask(are_worker_and_homeworker_paid_by_number_of, bool, "Are you a worker and homeworker paid by the number of items they make?", "you are a worker and homeworker paid by the number of items they make", 5).
:- dynamic are_part_time_casual_labourer_agency_worker_or/1.
:- ask(are_part_time_casual_labourer_agency_worker_or, bool, "Are you part-time, a casual labourer, an agency worker or a worker and homeworker paid by the number of items they make?", "you are part-time, a casual labourer, an agency worker or a worker and homeworker paid by the number of items they make", 1).
:- claim(are_entitled_to_correct_minimum_wage, "you are entitled to the correct minimum wage", 1).

% Workers are also entitled to the correct minimum wage if they’re:
:- from(1).
are_entitled_to_correct_minimum_wage :-
    group(are_part_time_casual_labourer_agency_worker_or(true), (are_part_time(true) ; are_casual_labourer(true) ; are_agency_worker(true) ; are_worker_and_homeworker_paid_by_number_of(true))).

%%% 455-a54d3a15-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('455-a54d3a15-0').
:- text("## What are the claiming limits\n\nIf you claim using your Medicare online account, there are daily and monthly claiming limits. You can claim up to:\n\n* $75 per day, or\n* $150 in total for 30 days per Medicare card and bank account – we call this the monthly limit").
:- sentence(0, 3, 31).
:- sentence(1, 33, 126).
:- sentence(2, 127, 147).
:- sentence(3, 151, 166).
:- sentence(4, 169, 262).

:- dynamic claim_using_your_medicare_online_account/1.
:- ask(claim_using_your_medicare_online_account, bool, "Do you claim using your Medicare online account?", "you claim using your Medicare online account", 1).
:- dynamic claim_amount_per_day/1.
:- ask(claim_amount_per_day, number("$ per day"), "How much do you claim per day?", "the amount you claim per day", 3).
:- comparison(claim_amount_per_day =< 75, "Do you claim up to $75 per day?", 3).
:- dynamic claim_up_to_150_in_total_for_30/1.
:- ask(claim_up_to_150_in_total_for_30, bool, "Do you claim up to $150 in total for 30 days per Medicare card and bank account?", "you claim up to $150 in total for 30 days per Medicare card and bank account", 4).
:- dynamic claim_up_to_75_per_day_or_150/1.
:- ask(claim_up_to_75_per_day_or_150, bool, "Do you claim up to $75 per day or $150 in total for 30 days per Medicare card and bank account?", "you claim up to $75 per day or $150 in total for 30 days per Medicare card and bank account", 2).
:- claim(there_are_daily_and_monthly_claiming_limits, "there are daily and monthly claiming limits", 1).
:- claim(can_claim_up_to_these_amounts, "you can claim up to these amounts (What are the claiming limits)", 2).

% If you claim using your Medicare online account, there are daily and monthly claiming limits.
:- from(1).
there_are_daily_and_monthly_claiming_limits :-
    claim_using_your_medicare_online_account(true).

% You can claim up to:
:- from(2).
can_claim_up_to_these_amounts :-
    group(claim_up_to_75_per_day_or_150(true), (claim_amount_per_day(ClaimAmountPerDay), ClaimAmountPerDay =< 75 ; claim_up_to_150_in_total_for_30(true))).

%%% 456-0a557007-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('456-0a557007-0').
:- text("#  Export animal semen, ova and embryos: special rules\n\nYour ITAHC will be valid for 10 days after the inspection.").
:- sentence(0, 3, 54).
:- sentence(1, 56, 114).

:- claim(itahc_will_be_valid_for_10_days_after, "your ITAHC will be valid for 10 days after the inspection", 1).

% Your ITAHC will be valid for 10 days after the inspection.
:- from(1).
itahc_will_be_valid_for_10_days_after :-
    true.

%%% 457-83371a00-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('457-83371a00-0').
:- text("### Employment and Support Allowance, Income Support or Jobseeker’s Allowance\n\nContact Jobcentre Plus to claim Housing Benefit along with your application for the following benefits:\n\n* Employment and Support Allowance\n* Income Support\n* Jobseeker’s Allowance").
:- sentence(0, 4, 77).
:- sentence(1, 79, 182).
:- sentence(2, 186, 218).
:- sentence(3, 221, 235).
:- sentence(4, 238, 259).

:- dynamic it_is_for_employment_and_support_allowance/1.
:- ask(it_is_for_employment_and_support_allowance, bool, "Is it for Employment and Support Allowance?", "it is for Employment and Support Allowance", 2).
:- dynamic it_is_for_income_support/1.
:- ask(it_is_for_income_support, bool, "Is it for Income Support?", "it is for Income Support", 3).
:- dynamic it_is_for_jobseekers_allowance/1.
:- ask(it_is_for_jobseekers_allowance, bool, "Is it for Jobseeker's Allowance?", "it is for Jobseeker's Allowance", 4).
:- dynamic it_is_for_employment_and_support_allowance_income/1.
:- ask(it_is_for_employment_and_support_allowance_income, bool, "Is it for Employment and Support Allowance, Income Support or Jobseeker's Allowance?", "it is for Employment and Support Allowance, Income Support or Jobseeker's Allowance", 1).
:- claim(contact_jobcentre_plus_to_claim_housing_benefit_along, "Contact Jobcentre Plus to claim Housing Benefit along with your application", 1).

% Contact Jobcentre Plus to claim Housing Benefit along with your application for the following benefits:
:- from(1).
contact_jobcentre_plus_to_claim_housing_benefit_along :-
    group(it_is_for_employment_and_support_allowance_income(true), (it_is_for_employment_and_support_allowance(true) ; it_is_for_income_support(true) ; it_is_for_jobseekers_allowance(true))).

%%% 458-96a5d2ea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('458-96a5d2ea-0').
:- text("### Health professionals – find out about bulk billing incentive payments\n\nIf you’re providing a bulk billed service to a patient you may claim extra MBS items.").
:- sentence(0, 4, 73).
:- sentence(1, 75, 160).

:- dynamic are_providing_bulk_billed_service_to_patient/1.
:- ask(are_providing_bulk_billed_service_to_patient, bool, "Are you providing a bulk billed service to a patient?", "you are providing a bulk billed service to a patient", 1).
:- claim(may_claim_extra_mbs_items, "you may claim extra MBS items", 1).

% If you’re providing a bulk billed service to a patient you may claim extra MBS items.
:- from(1).
may_claim_extra_mbs_items :-
    are_providing_bulk_billed_service_to_patient(true).

%%% 459-9c01203f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('459-9c01203f-0').
:- text("## Statutory Maternity Pay (SMP)\n\nIf you work in a different country, you can still get SMP as long as your employer pays UK National Insurance contributions for you.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 166).

:- dynamic work_in_different_country/1.
:- ask(work_in_different_country, bool, "Do you work in a different country?", "you work in a different country", 1).
:- dynamic employer_pays_uk_national_insurance_contributions_for_you/1.
:- ask(employer_pays_uk_national_insurance_contributions_for_you, bool, "Does your employer pay UK National Insurance contributions for you?", "your employer pays UK National Insurance contributions for you", 1).
:- claim(can_get_smp, "you can get SMP", 1).

% If you work in a different country, you can still get SMP as long as your employer pays UK National Insurance contributions for you.
:- from(1).
can_get_smp :-
    work_in_different_country(true),
    employer_pays_uk_national_insurance_contributions_for_you(true).

%%% 460-879641de-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('460-879641de-0').
:- text("The maximum term allowed for a microloan is six years. However, loan terms vary according to the size of the loan, the planned use of funds, the requirements of the intermediary lender, and the needs of the small business borrower. Interest rates vary, depending upon the intermediary lender and costs to the intermediary from the U.S. Department of the Treasury.").
:- sentence(0, 0, 54).
:- sentence(1, 55, 231).
:- sentence(2, 232, 363).

:- dynamic need_microloan_for_more_than_six_years/1.
:- ask(need_microloan_for_more_than_six_years, bool, "Do you need the microloan for more than six years?", "you need the microloan for more than six years", 0).
:- claim(can_get_microloan, "you can get the microloan", 0).
:- claim(loan_terms_vary_according_to_size_of_loan, "loan terms vary according to the size of the loan, the planned use of funds, the requirements of the intermediary lender, and the needs of the small business borrower", 1).
:- claim(interest_rates_vary_depending_upon_intermediary_lender_and, "interest rates vary, depending upon the intermediary lender and costs to the intermediary from the U.S. Department of the Treasury", 2).

% The maximum term allowed for a microloan is six years.
:- from(0).
can_get_microloan_requirement_1 :-
    need_microloan_for_more_than_six_years(false).
can_get_microloan :-
    can_get_microloan_requirement_1.

% However, loan terms vary according to the size of the loan, the planned use of funds, the requirements of the intermediary lender, and the needs of the small business borrower.
:- from(1).
loan_terms_vary_according_to_size_of_loan :-
    true.

% Interest rates vary, depending upon the intermediary lender and costs to the intermediary from the U.S. Department of the Treasury.
:- from(2).
interest_rates_vary_depending_upon_intermediary_lender_and :-
    true.

%%% 461-b8a80f49-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('461-b8a80f49-0').
:- text("## Statutory Maternity Pay (SMP)\n\nIf you work for a UK employer in the European Economic Area (EEA) or Switzerland, you can get SMP as long as you’re eligible.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 159).

:- dynamic work_for_uk_employer_in_european_economic_area/1.
:- ask(work_for_uk_employer_in_european_economic_area, bool, "Do you work for a UK employer in the European Economic Area (EEA)?", "you work for a UK employer in the European Economic Area (EEA)", 1).
:- dynamic work_for_uk_employer_in_switzerland/1.
:- ask(work_for_uk_employer_in_switzerland, bool, "Do you work for a UK employer in Switzerland?", "you work for a UK employer in Switzerland", 1).
:- dynamic work_for_uk_employer_in_european_economic_area_2/1.
:- ask(work_for_uk_employer_in_european_economic_area_2, bool, "Do you work for a UK employer in the European Economic Area (EEA) or Switzerland?", "you work for a UK employer in the European Economic Area (EEA) or Switzerland", 1).
:- claim(can_get_smp, "you can get SMP", 1).

% If you work for a UK employer in the European Economic Area (EEA) or Switzerland, you can get SMP as long as you’re eligible.
:- from(1).
can_get_smp :-
    group(work_for_uk_employer_in_european_economic_area_2(true), (work_for_uk_employer_in_european_economic_area(true) ; work_for_uk_employer_in_switzerland(true))).

%%% 462-6e35d828-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('462-6e35d828-0').
:- text("If you served in the active military service and were separated under any condition other than dishonorable, you may qualify for VA health care benefits. Current and former members of the Reserves or National Guard who were called to active duty by a Federal order and completed the full period for which they were called or ordered to active duty may be eligible for VA health benefits as well. Combat Veterans who served in a theater of combat operations after November 11, 1998 are eligible to enroll in PG 6 within 5 years from the date of discharge and will receive free health care services and nursing home care for conditions possibly related to their military service.").
:- sentence(0, 0, 153).
:- sentence(1, 154, 395).
:- sentence(2, 396, 677).

:- dynamic served_in_active_military_service/1.
:- ask(served_in_active_military_service, bool, "Did you serve in the active military service?", "you served in the active military service", 0).
:- dynamic were_separated_under_any_condition_other_than_dishonorable/1.
:- ask(were_separated_under_any_condition_other_than_dishonorable, bool, "Were you separated under any condition other than dishonorable?", "you were separated under any condition other than dishonorable", 0).
:- dynamic served_in_active_military_service_and_were_separated/1.
:- ask(served_in_active_military_service_and_were_separated, bool, "Did you serve in the active military service and were you separated under any condition other than dishonorable?", "you served in the active military service and were separated under any condition other than dishonorable", 0).
:- dynamic are_current_or_former_member_of_reserves/1.
:- ask(are_current_or_former_member_of_reserves, bool, "Are you a current or former member of the Reserves?", "you are a current or former member of the Reserves", 1).
:- dynamic are_current_or_former_member_of_national_guard/1.
:- ask(are_current_or_former_member_of_national_guard, bool, "Are you a current or former member of National Guard?", "you are a current or former member of National Guard", 1).
:- dynamic are_current_or_former_member_of_reserves_or/1.
:- ask(are_current_or_former_member_of_reserves_or, bool, "Are you a current or former member of the Reserves or National Guard?", "you are a current or former member of the Reserves or National Guard", 1).
:- dynamic were_called_to_active_duty_by_federal_order/1.
:- ask(were_called_to_active_duty_by_federal_order, bool, "Were you called to active duty by a Federal order and did you complete the full period for which you were called or ordered to active duty?", "you were called to active duty by a Federal order and completed the full period for which you were called or ordered to active duty", 1).
:- dynamic are_combat_veteran/1.
:- ask(are_combat_veteran, bool, "Are you a Combat veteran?", "you are a Combat veteran", 2).
:- dynamic served_in_theater_of_combat_operations_after_november/1.
:- ask(served_in_theater_of_combat_operations_after_november, bool, "Did you serve in a theater of combat operations after November 11, 1998?", "you served in a theater of combat operations after November 11, 1998", 2).
:- claim(may_qualify_for_va_health_care_benefits, "you may qualify for VA health care benefits", 0).
:- claim(are_eligible_to_enroll_in_pg_6_within, "you are eligible to enroll in PG 6 within 5 years from the date of discharge and will receive free health care services and nursing home care for conditions possibly related to their military service", 2).

% If you served in the active military service and were separated under any condition other than dishonorable, you may qualify for VA health care benefits.
:- from(0).
may_qualify_for_va_health_care_benefits :-
    group(served_in_active_military_service_and_were_separated(true), (served_in_active_military_service(true), were_separated_under_any_condition_other_than_dishonorable(true))).

% Current and former members of the Reserves or National Guard who were called to active duty by a Federal order and completed the full period for which they were called or ordered to active duty may be
:- from(1).
may_qualify_for_va_health_care_benefits :-
    group(are_current_or_former_member_of_reserves_or(true), (are_current_or_former_member_of_reserves(true) ; are_current_or_former_member_of_national_guard(true))),
    were_called_to_active_duty_by_federal_order(true).

% Combat Veterans who served in a theater of combat operations after November 11, 1998 are eligible to enroll in PG 6 within 5 years from the date of discharge and will receive free health care services
:- from(2).
are_eligible_to_enroll_in_pg_6_within :-
    are_combat_veteran(true),
    served_in_theater_of_combat_operations_after_november(true).

%%% 463-26e16b2a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('463-26e16b2a-0').
:- text("## Your partner’s National Insurance record and your State Pension\n\nYour State Pension will be reduced if you’re ordered to share your Additional State Pension or protected payment with your partner.").
:- sentence(0, 3, 66).
:- sentence(1, 68, 199).

:- dynamic are_ordered_to_share_your_additional_state_pension/1.
:- ask(are_ordered_to_share_your_additional_state_pension, bool, "Are you ordered to share your Additional State Pension or protected payment with your partner?", "you are ordered to share your Additional State Pension or protected payment with your partner", 1).
:- claim(state_pension_will_be_reduced, "your State Pension will be reduced", 1).

% Your State Pension will be reduced if you’re ordered to share your Additional State Pension or protected payment with your partner.
:- from(1).
state_pension_will_be_reduced :-
    are_ordered_to_share_your_additional_state_pension(true).

%%% 464-a3146f96-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('464-a3146f96-0').
:- text("### Check if you need a supplier document\n\nYou need a supplier document to sell the seeds, roots or any other plant ‘propagation material’ from ornamental plants within the EU.").
:- sentence(0, 4, 41).
:- sentence(1, 43, 176).

:- dynamic sell_seeds_from_ornamental_plants_within_eu/1.
:- ask(sell_seeds_from_ornamental_plants_within_eu, bool, "Do you sell the seeds from ornamental plants within the EU?", "you sell the seeds from ornamental plants within the EU", 1).
:- dynamic sell_roots_from_ornamental_plants_within_eu/1.
:- ask(sell_roots_from_ornamental_plants_within_eu, bool, "Do you sell the roots from ornamental plants within the EU?", "you sell the roots from ornamental plants within the EU", 1).
:- dynamic sell_any_other_plant_propagation_material_from_ornamental/1.
:- ask(sell_any_other_plant_propagation_material_from_ornamental, bool, "Do you sell any other plant 'propagation material' from ornamental plants within the EU?", "you sell any other plant 'propagation material' from ornamental plants within the EU", 1).
:- dynamic sell_seeds_roots_or_any_other_plant_propagation/1.
:- ask(sell_seeds_roots_or_any_other_plant_propagation, bool, "Do you sell the seeds, roots or any other plant 'propagation material' from ornamental plants within the EU?", "you sell the seeds, roots or any other plant 'propagation material' from ornamental plants within the EU", 1).
:- dynamic have_supplier_document/1.
:- ask(have_supplier_document, bool, "Do you have a supplier document?", "you have a supplier document", 1).
:- claim(need_supplier_document, "you need a supplier document", 1).
:- claim(can_sell_seeds_roots_or_any_other_plant, "you can sell the seeds, roots or any other plant 'propagation material' from ornamental plants within the EU", 1).

% You need a supplier document to sell the seeds, roots or any other plant ‘propagation material’ from ornamental plants within the EU.
:- from(1).
need_supplier_document :-
    group(sell_seeds_roots_or_any_other_plant_propagation(true), (sell_seeds_from_ornamental_plants_within_eu(true) ; sell_roots_from_ornamental_plants_within_eu(true) ; sell_any_other_plant_propagation_material_from_ornamental(true))).
can_sell_seeds_roots_or_any_other_plant :-
    have_supplier_document(true).

%%% 465-515996fe-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('465-515996fe-0').
:- text("## If you get Adult Dependency Increase\n\nIf you’re a man claiming the increase for your wife, you’ll stop receiving the increase when she reaches State Pension age. You don’t need to tell the Pension Service about this.").
:- sentence(0, 3, 39).
:- sentence(1, 41, 164).
:- sentence(2, 165, 219).

:- dynamic are_man_claiming_adult_dependency_increase_for_your/1.
:- ask(are_man_claiming_adult_dependency_increase_for_your, bool, "Are you a man claiming Adult Dependency Increase for your wife?", "you are a man claiming Adult Dependency Increase for your wife", 1).
:- dynamic wife_reaches_state_pension_age/1.
:- ask(wife_reaches_state_pension_age, bool, "Does your wife reach State Pension age?", "your wife reaches State Pension age", 1).
:- dynamic get_adult_dependency_increase/1.
:- ask(get_adult_dependency_increase, bool, "Do you get Adult Dependency Increase?", "you get Adult Dependency Increase", 0).
:- claim(will_stop_receiving_adult_dependency_increase, "you will stop receiving Adult Dependency Increase", 1).
:- claim(need_to_tell_pension_service_about_this, "you need to tell the Pension Service about this (If you get Adult Dependency Increase)", 2).
:- claim(not_need_to_tell_pension_service_about_this, "you do not need to tell the Pension Service about this (If you get Adult Dependency Increase)", 2).

% If you’re a man claiming the increase for your wife, you’ll stop receiving the increase when she reaches State Pension age.
:- from(1).
will_stop_receiving_adult_dependency_increase :-
    are_man_claiming_adult_dependency_increase_for_your(true),
    wife_reaches_state_pension_age(true).

% You don’t need to tell the Pension Service about this.
:- from(2).
not_need_to_tell_pension_service_about_this :-
    get_adult_dependency_increase(true).
need_to_tell_pension_service_about_this :-
    \+ not_need_to_tell_pension_service_about_this.

%%% 466-be31ca77-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('466-be31ca77-0').
:- text("Generally, in order to receive VA benefits and services, the Veteran’s or Servicemember's character of discharge or release must be under other than dishonorable conditions (i.e., honorable, under honorable conditions, general). However, individuals receiving undesirable or bad conduct, and other types of dishonorable discharge may qualify for  certain VA benefits.").
:- sentence(0, 0, 228).
:- sentence(1, 229, 367).

:- dynamic character_of_discharge_or_release_is_under_other/1.
:- ask(character_of_discharge_or_release_is_under_other, bool, "Is your character of discharge or release under other than dishonorable conditions (i.e., honorable, under honorable conditions, general)?", "your character of discharge or release is under other than dishonorable conditions (i.e., honorable, under honorable conditions, general)", 0).
:- dynamic are_receiving_undesirable_or_bad_conduct_and_other/1.
:- ask(are_receiving_undesirable_or_bad_conduct_and_other, bool, "Are you receiving undesirable or bad conduct, and other types of dishonorable discharge?", "you are receiving undesirable or bad conduct, and other types of dishonorable discharge", 1).
:- claim(can_receive_va_benefits_and_services, "you can receive VA benefits and services", 0).
:- claim(may_qualify_for_certain_va_benefits, "you may qualify for certain VA benefits", 1).

% Generally, in order to receive VA benefits and services, the Veteran’s or Servicemember's character of discharge or release must be under other than dishonorable conditions (i.e., honorable, under hon
:- from(0).
can_receive_va_benefits_and_services :-
    character_of_discharge_or_release_is_under_other(true).

% However, individuals receiving undesirable or bad conduct, and other types of dishonorable discharge may qualify for certain VA benefits.
:- from(1).
may_qualify_for_certain_va_benefits :-
    are_receiving_undesirable_or_bad_conduct_and_other(true).

%%% 467-a2705ed5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('467-a2705ed5-0').
:- text("### Your obligations for using Centrepay\n\nYou must have a way to handle complaints and resolve disputes with your customers.").
:- sentence(0, 4, 40).
:- sentence(1, 42, 124).

:- dynamic have_way_to_handle_complaints_and_resolve_disputes/1.
:- ask(have_way_to_handle_complaints_and_resolve_disputes, bool, "Do you have a way to handle complaints and resolve disputes with your customers?", "you have a way to handle complaints and resolve disputes with your customers", 1).
:- claim(meet_conditions_your_obligations_for_using_centrepay, "you meet the conditions (Your obligations for using Centrepay)", 1).

% You must have a way to handle complaints and resolve disputes with your customers.
:- from(1).
meet_conditions_your_obligations_for_using_centrepay_requirement_1 :-
    have_way_to_handle_complaints_and_resolve_disputes(true).
meet_conditions_your_obligations_for_using_centrepay :-
    meet_conditions_your_obligations_for_using_centrepay_requirement_1.

%%% 468-195d5612-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('468-195d5612-0').
:- text("## If you’re non-resident\n\nNon-residents may have to pay UK tax on overseas property if they return to the UK within 5 years of leaving.").
:- sentence(0, 3, 25).
:- sentence(1, 27, 136).

:- dynamic return_to_uk_within_5_years_of_leaving/1.
:- ask(return_to_uk_within_5_years_of_leaving, bool, "Do you return to the UK within 5 years of leaving?", "you return to the UK within 5 years of leaving", 1).
:- claim(non_residents_may_have_to_pay_uk_tax, "non-residents may have to pay UK tax on overseas property", 1).

% Non-residents may have to pay UK tax on overseas property if they return to the UK within 5 years of leaving.
:- from(1).
non_residents_may_have_to_pay_uk_tax :-
    return_to_uk_within_5_years_of_leaving(true).

%%% 469-7be9b385-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('469-7be9b385-0').
:- text("#  2. Au pairs\n\nAn au pair isn’t classed as a worker or an employee if the followings apply:\n\n* they’re an EU citizen or have entered the UK on a Youth Mobility visa or student visa\n* they’re here on a cultural exchange programme\n* they’ve got a signed letter of invitation from the host family that includes details of their stay, for example accommodation, living conditions, approximate working hours, free time, pocket money\n* they learn about British culture from the host family and share their own culture with them").
:- sentence(0, 3, 14).
:- sentence(1, 16, 92).
:- sentence(2, 96, 181).
:- sentence(3, 184, 229).
:- sentence(4, 232, 428).
:- sentence(5, 431, 522).

:- dynamic they_are_eu_citizen_or_have_entered_uk/1.
:- ask(they_are_eu_citizen_or_have_entered_uk, bool, "Are they an EU citizen or have they entered the UK on a Youth Mobility visa or student visa?", "they are an EU citizen or have entered the UK on a Youth Mobility visa or student visa", 2).
:- dynamic they_are_here_on_cultural_exchange_programme/1.
:- ask(they_are_here_on_cultural_exchange_programme, bool, "Are they here on a cultural exchange programme?", "they are here on a cultural exchange programme", 3).
:- dynamic they_have_got_signed_letter_of_invitation_from/1.
:- ask(they_have_got_signed_letter_of_invitation_from, bool, "Have they got a signed letter of invitation from the host family that includes details of their stay, for example accommodation, living conditions, approximate working hours, free time, pocket money?", "they have got a signed letter of invitation from the host family that includes details of their stay, for example accommodation, living conditions, approximate working hours, free time, pocket money", 4).
:- dynamic they_learn_about_british_culture_from_host_family/1.
:- ask(they_learn_about_british_culture_from_host_family, bool, "Do they learn about British culture from the host family and share their own culture with them?", "they learn about British culture from the host family and share their own culture with them", 5).
:- claim(au_pair_is_classed_as_worker_or_employee, "an au pair is classed as a worker or an employee", 1).
:- claim(not_au_pair_is_classed_as_worker_or_employee, "an au pair is not classed as a worker or an employee", 1).

% An au pair isn’t classed as a worker or an employee if the followings apply:
:- from(1).
not_au_pair_is_classed_as_worker_or_employee :-
    they_are_eu_citizen_or_have_entered_uk(true),
    they_are_here_on_cultural_exchange_programme(true),
    they_have_got_signed_letter_of_invitation_from(true),
    they_learn_about_british_culture_from_host_family(true).
au_pair_is_classed_as_worker_or_employee :-
    \+ not_au_pair_is_classed_as_worker_or_employee.

%%% 470-e66c1c26-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('470-e66c1c26-0').
:- text("#  8. Cancel registration\n\nYou can ask HM Revenue and Customs (HMRC) to cancel your registration if your VAT taxable turnover falls below the de-registration threshold of £83,000.").
:- sentence(0, 3, 25).
:- sentence(1, 27, 179).

:- dynamic vat_taxable_turnover_falls_below_de_registration_threshold/1.
:- ask(vat_taxable_turnover_falls_below_de_registration_threshold, bool, "Does your VAT taxable turnover fall below the de-registration threshold of £83,000?", "your VAT taxable turnover falls below the de-registration threshold of £83,000", 1).
:- claim(can_ask_hm_revenue_and_customs_hmrc_to, "you can ask HM Revenue and Customs (HMRC) to cancel your registration", 1).

% You can ask HM Revenue and Customs (HMRC) to cancel your registration if your VAT taxable turnover falls below the de-registration threshold of £83,000.
:- from(1).
can_ask_hm_revenue_and_customs_hmrc_to :-
    vat_taxable_turnover_falls_below_de_registration_threshold(true).

%%% 471-4c17c98d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('471-4c17c98d-0').
:- text("## At the hearing\n\nYou (and anyone you’ve brought to take part in the hearing) may be asked questions by:\n\n* your representative (if you have one), such as a lawyer, friend, family member or someone from an advice centre\n* the government department or council’s representative (known as the ‘presenting officer’)\n* a panel of experts - who they are depends on what the case is about\n* the judge").
:- sentence(0, 3, 17).
:- sentence(1, 19, 105).
:- sentence(2, 109, 220).
:- sentence(3, 223, 312).
:- sentence(4, 315, 382).
:- sentence(5, 385, 394).

:- dynamic it_is_your_representative_if_you_have_one/1.
:- ask(it_is_your_representative_if_you_have_one, bool, "Is it your representative (if you have one), such as a lawyer, friend, family member or someone from an advice centre?", "it is your representative (if you have one), such as a lawyer, friend, family member or someone from an advice centre", 2).
:- dynamic it_is_government_department_or_councils_representative_known/1.
:- ask(it_is_government_department_or_councils_representative_known, bool, "Is it the government department or council's representative (known as the 'presenting officer')?", "it is the government department or council's representative (known as the 'presenting officer')", 3).
:- dynamic it_is_panel_of_experts/1.
:- ask(it_is_panel_of_experts, bool, "Is it a panel of experts?", "it is a panel of experts", 4).
:- dynamic it_is_judge/1.
:- ask(it_is_judge, bool, "Is it the judge?", "it is the judge", 5).
:- dynamic it_is_your_representative_if_you_have_one_2/1.
:- ask(it_is_your_representative_if_you_have_one_2, bool, "Is it your representative (if you have one), such as a lawyer, friend, family member or someone from an advice centre, the government department or council's representative (known as the 'presenting officer'), a panel of experts or the judge?", "it is your representative (if you have one), such as a lawyer, friend, family member or someone from an advice centre, the government department or council's representative (known as the 'presenting officer'), a panel of experts or the judge", 1).
:- claim(you_and_anyone_you_have_brought_to_take, "you (and anyone you have brought to take part in the hearing) may be asked questions", 1).

% You (and anyone you’ve brought to take part in the hearing) may be asked questions by:
:- from(1).
you_and_anyone_you_have_brought_to_take :-
    group(it_is_your_representative_if_you_have_one_2(true), (it_is_your_representative_if_you_have_one(true) ; it_is_government_department_or_councils_representative_known(true) ; it_is_panel_of_experts(true) ; it_is_judge(true))).

%%% 472-5f8dc6b3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('472-5f8dc6b3-0').
:- text("#  1. Overview\n\nYou’ll need a statement of National Insurance you’ve paid in the UK to get these benefits - unless you’re claiming Winter Fuel Payments.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 152).

:- dynamic are_claiming_winter_fuel_payments/1.
:- ask(are_claiming_winter_fuel_payments, bool, "Are you claiming Winter Fuel Payments?", "you are claiming Winter Fuel Payments", 1).
:- claim(will_need_statement_of_national_insurance_you_have, "you will need a statement of National Insurance you have paid in the UK to get these benefits (Overview)", 1).

% You’ll need a statement of National Insurance you’ve paid in the UK to get these benefits - unless you’re claiming Winter Fuel Payments.
:- from(1).
will_need_statement_of_national_insurance_you_have :-
    \+ are_claiming_winter_fuel_payments(true).

%%% 473-536d89ff-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('473-536d89ff-0').
:- text("## To request an EAD, you must file Form I-765, Application for Employment Authorization. You will need to apply for an EAD if you:\n\n* Are authorized to work in the United States because of your immigration status (for example, you are an asylee, refugee, or U nonimmigrant) and need evidence of that employment authorization, or\n* Are required to apply for permission to work; in other words, you need to request employment authorization itself. For example:\n** You have a pending Form I-485, Application to Register Permanent Residence or Adjust Status.\n** You have a pending Form I-589, Application for Asylum and for Withholding of Removal.").
:- sentence(0, 3, 131).
:- sentence(1, 135, 329).
:- sentence(2, 332, 459).
:- sentence(3, 463, 555).
:- sentence(4, 559, 644).

:- dynamic are_authorized_to_work_in_united_states_because/1.
:- ask(are_authorized_to_work_in_united_states_because, bool, "Are you authorized to work in the United States because of your immigration status and do you need evidence of that employment authorization?", "are authorized to work in the United States because of your immigration status (for example, you are an asylee, refugee, or U nonimmigrant) and need evidence of that employment authorization", 1).
:- dynamic are_required_to_apply_for_permission_to_work/1.
:- ask(are_required_to_apply_for_permission_to_work, bool, "Are you required to apply for permission to work?", "are required to apply for permission to work", 2).
:- claim(meet_conditions_to_request_ead_you_must_file, "you meet the conditions (To request an EAD, you must file Form I-765, Application for Employment Authorization. You will need to apply for an EAD if you:)", 1).

% Are authorized to work in the United States because of your immigration status (for example, you are an asylee, refugee, or U nonimmigrant) and need evidence of that employment authorization, or
:- from(1).
meet_conditions_to_request_ead_you_must_file :-
    (are_authorized_to_work_in_united_states_because(true) ; are_required_to_apply_for_permission_to_work(true)).

%%% 474-175fc2b6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('474-175fc2b6-0').
:- text("#  Export food, drink and agricultural products: special rules\n\nSome countries may have import rules for certain goods. You can check by talking to your importer or getting help researching your export.  There is a ban on most food exports to Russia. Contact the APHA Centre for International Trade Carlisle for details.").
:- sentence(0, 3, 62).
:- sentence(1, 64, 119).
:- sentence(2, 120, 202).
:- sentence(3, 204, 250).
:- sentence(4, 251, 320).

:- dynamic it_is_food/1.
:- ask(it_is_food, bool, "Is it food?", "it is food", 3).
:- dynamic are_exporting_it_to_russia/1.
:- ask(are_exporting_it_to_russia, bool, "Are you exporting it to Russia?", "you are exporting it to Russia", 3).
:- claim(can_export_food_to_russia, "you can export food to Russia", 3).
:- claim(not_can_export_food_to_russia, "you can not export food to Russia", 3).
:- claim(can_check_by_talking_to_your_importer_or, "you can check by talking to your importer or getting help researching your export", 2).

% There is a ban on most food exports to Russia.
:- from(3).
not_can_export_food_to_russia :-
    it_is_food(true),
    are_exporting_it_to_russia(true).
can_export_food_to_russia :-
    \+ not_can_export_food_to_russia.

% You can check by talking to your importer or getting help researching your export.
:- from(2).
can_check_by_talking_to_your_importer_or :-
    true.

%%% 475-c78b5d8b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('475-c78b5d8b-0').
:- text("#  Tax if you leave the UK to live abroad\n\nYou don’t need to tell HMRC if you’re leaving the UK for holidays or business trips.").
:- sentence(0, 3, 41).
:- sentence(1, 43, 127).

:- dynamic are_leaving_uk_for_holidays_or_business_trips/1.
:- ask(are_leaving_uk_for_holidays_or_business_trips, bool, "Are you leaving the UK for holidays or business trips?", "you are leaving the UK for holidays or business trips", 1).
:- claim(need_to_tell_hmrc, "you need to tell HMRC", 1).
:- claim(not_need_to_tell_hmrc, "you do not need to tell HMRC", 1).

% You don’t need to tell HMRC if you’re leaving the UK for holidays or business trips.
:- from(1).
not_need_to_tell_hmrc :-
    are_leaving_uk_for_holidays_or_business_trips(true).
need_to_tell_hmrc :-
    \+ not_need_to_tell_hmrc.

%%% 476-4d47d439-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('476-4d47d439-0').
:- text("## Statutory Maternity Pay (SMP)\n\nYou may also be able to claim it in:\n\n* Macedonia").
:- sentence(0, 3, 32).
:- sentence(1, 34, 70).
:- sentence(2, 74, 83).

:- dynamic are_in_macedonia/1.
:- ask(are_in_macedonia, bool, "Are you in Macedonia?", "you are in Macedonia", 2).
:- claim(may_be_able_to_claim_it, "you may be able to claim it (Statutory Maternity Pay (SMP))", 1).

% You may also be able to claim it in:
:- from(1).
may_be_able_to_claim_it :-
    are_in_macedonia(true).

%%% 477-4a8cc589-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('477-4a8cc589-0').
:- text("#  Export animal bones, protein and other by-products: special rules\n\nYou usually need to follow special rules to export animal bones, protein and other by-products.").
:- sentence(0, 3, 68).
:- sentence(1, 70, 165).

:- dynamic follow_special_rules/1.
:- ask(follow_special_rules, bool, "Do you follow special rules?", "you follow special rules", 1).
:- claim(can_export_animal_bones_protein_and_other_by, "you can export animal bones, protein and other by-products", 1).

% You usually need to follow special rules to export animal bones, protein and other by-products.
:- from(1).
can_export_animal_bones_protein_and_other_by :-
    follow_special_rules(true).

%%% 478-4794b266-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('478-4794b266-0').
:- text("### Equity loan fees\n\nIn the sixth year, you’ll be charged a fee of 1.75% of the loan’s value. The fee then increases every year, according to the Retail Prices Index plus 1%.").
:- sentence(0, 4, 20).
:- sentence(1, 22, 94).
:- sentence(2, 95, 175).

:- claim(in_sixth_year_you_will_be_charged_fee, "in the sixth year, you will be charged a fee of 1.75% of the loan's value", 1).
:- claim(fee_increases_every_year_according_to_retail_prices, "the fee increases every year, according to the Retail Prices Index plus 1%", 2).

% In the sixth year, you’ll be charged a fee of 1.75% of the loan’s value.
:- from(1).
in_sixth_year_you_will_be_charged_fee :-
    true.

% The fee then increases every year, according to the Retail Prices Index plus 1%.
:- from(2).
fee_increases_every_year_according_to_retail_prices :-
    true.

%%% 479-4a21c290-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('479-4a21c290-0').
:- text("## Childcare costs\n\nTo qualify your children must either:\n\n* be in registered or approved childcare in the UK\n* be in childcare approved by a Ministry of Defence accreditation scheme abroad - if you’re a Crown servant posted abroad").
:- sentence(0, 3, 18).
:- sentence(1, 20, 57).
:- sentence(2, 61, 109).
:- sentence(3, 112, 231).

:- dynamic children_are_in_registered_or_approved_childcare_in/1.
:- ask(children_are_in_registered_or_approved_childcare_in, bool, "Are your children in registered or approved childcare in the UK?", "your children are in registered or approved childcare in the UK", 2).
:- dynamic children_are_in_childcare_approved_by_ministry_of/1.
:- ask(children_are_in_childcare_approved_by_ministry_of, bool, "Are your children in childcare approved by a Ministry of Defence accreditation scheme abroad?", "your children are in childcare approved by a Ministry of Defence accreditation scheme abroad", 3).
:- dynamic are_crown_servant_posted_abroad/1.
:- ask(are_crown_servant_posted_abroad, bool, "Are you a Crown servant posted abroad?", "you are a Crown servant posted abroad", 3).
:- claim(can_qualify, "you can qualify", 1).

% To qualify your children must either:
:- from(1).
can_qualify :-
    (children_are_in_registered_or_approved_childcare_in(true) ; children_are_in_childcare_approved_by_ministry_of(true), are_crown_servant_posted_abroad(true)).

%%% 480-db28231f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('480-db28231f-0').
:- text("### Apply for a plant health certificate\n\nYou might also need to fill in a form for:\n\n* growing season inspections (form PHE 86) (PDF, 271KB, 2 pages)  if the importing country tells you to have an inspection carried out on the crop that the plants or seeds were taken from").
:- sentence(0, 4, 40).
:- sentence(1, 42, 84).
:- sentence(2, 88, 273).

:- dynamic might_fill_in_form_for_growing_season_inspections/1.
:- ask(might_fill_in_form_for_growing_season_inspections, bool, "Might you fill in a form for growing season inspections (form PHE 86)?", "you might fill in a form for growing season inspections (form PHE 86)", 2).
:- dynamic importing_country_tells_you_to_have_inspection_carried/1.
:- ask(importing_country_tells_you_to_have_inspection_carried, bool, "Does the importing country tell you to have an inspection carried out on the crop that the plants or seeds were taken from?", "the importing country tells you to have an inspection carried out on the crop that the plants or seeds were taken from", 2).
:- claim(meet_conditions_apply_for_plant_health_certificate, "you meet the conditions (Apply for a plant health certificate)", 1).

% You might also need to fill in a form for:
:- from(1).
meet_conditions_apply_for_plant_health_certificate :-
    might_fill_in_form_for_growing_season_inspections(true),
    importing_country_tells_you_to_have_inspection_carried(true).

%%% 481-e86e2830-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('481-e86e2830-0').
:- text("## Work out if you need to pay\n\nYou may be able to use the Capital Gains Tax calculator to work out how much tax to pay on your property. You can’t use it if you:\n\n* sold business premises or land\n* sold other chargeable assets in the tax year, for example shares\n* reduced your share of a property that you still jointly own\n* claim any reliefs other than Private Residence Relief or Letting Relief").
:- sentence(0, 3, 30).
:- sentence(1, 32, 137).
:- sentence(2, 138, 162).
:- sentence(3, 166, 196).
:- sentence(4, 199, 263).
:- sentence(5, 266, 325).
:- sentence(6, 328, 399).

:- dynamic sold_business_premises_or_land/1.
:- ask(sold_business_premises_or_land, bool, "Did you sell business premises or land?", "you sold business premises or land", 3).
:- dynamic sold_other_chargeable_assets_in_tax_year/1.
:- ask(sold_other_chargeable_assets_in_tax_year, bool, "Did you sell other chargeable assets in the tax year?", "you sold other chargeable assets in the tax year", 4).
:- dynamic reduced_your_share_of_property_that_you_still/1.
:- ask(reduced_your_share_of_property_that_you_still, bool, "Did you reduce your share of a property that you still jointly own?", "you reduced your share of a property that you still jointly own", 5).
:- dynamic claim_any_reliefs_other_than_private_residence_relief/1.
:- ask(claim_any_reliefs_other_than_private_residence_relief, bool, "Do you claim any reliefs other than Private Residence Relief or Letting Relief?", "you claim any reliefs other than Private Residence Relief or Letting Relief", 6).
:- claim(can_use_it, "you can use it (Work out if you need to pay)", 2).
:- claim(not_can_use_it, "you can not use it (Work out if you need to pay)", 2).

% You can’t use it if you:
:- from(2).
not_can_use_it :-
    (sold_business_premises_or_land(true) ; sold_other_chargeable_assets_in_tax_year(true) ; reduced_your_share_of_property_that_you_still(true) ; claim_any_reliefs_other_than_private_residence_relief(true)).
can_use_it :-
    \+ not_can_use_it.

%%% 482-80497bdb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('482-80497bdb-0').
:- text("The Department of Veterans Affairs (VA) provides a one-time payment to disabled Veterans of no more than $19,817 toward the purchase of an automobile or other transportation. Additionally, the VA will pay for adaptive equipment, or for repair, replacement, and reinstallation of automobile equipment required because of disability. Payments for adaptive equipment may be made multiple times during the Veteran's life.").
:- sentence(0, 0, 174).
:- sentence(1, 175, 331).
:- sentence(2, 332, 417).

:- dynamic are_disabled_veteran/1.
:- ask(are_disabled_veteran, bool, "Are you a disabled veteran?", "you are a disabled veteran", 0).
:- dynamic it_is_payment_for_adaptive_equipment/1.
:- ask(it_is_payment_for_adaptive_equipment, bool, "Is it a payment for adaptive equipment?", "it is a payment for adaptive equipment", 2).
:- claim(can_get_department_of_veterans_affairs_va, "you can get the Department of Veterans Affairs (VA)", 0).
:- claim(it_may_be_made_multiple_times_during_veterans, "it may be made multiple times during the Veteran's life", 2).
:- claim(additionally_va_will_pay_for_adaptive_equipment_or, "additionally, the VA will pay for adaptive equipment, or for repair, replacement, and reinstallation of automobile equipment required because of disability", 1).

% The Department of Veterans Affairs (VA) provides a one-time payment to disabled Veterans of no more than $19,817 toward the purchase of an automobile or other transportation.
:- from(0).
can_get_department_of_veterans_affairs_va :-
    are_disabled_veteran(true).

% Payments for adaptive equipment may be made multiple times during the Veteran's life.
:- from(2).
it_may_be_made_multiple_times_during_veterans :-
    it_is_payment_for_adaptive_equipment(true).

% Additionally, the VA will pay for adaptive equipment, or for repair, replacement, and reinstallation of automobile equipment required because of disability.
:- from(1).
additionally_va_will_pay_for_adaptive_equipment_or :-
    true.

%%% 483-76428385-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('483-76428385-0').
:- text("## Countries outside the EEA\n\nYou may also be able to claim bereavement benefits in some countries outside the EEA.").
:- sentence(0, 3, 28).
:- sentence(1, 30, 115).

:- dynamic are_in_country_outside_eea/1.
:- ask(are_in_country_outside_eea, bool, "Are you in a country outside the EEA?", "you are in a country outside the EEA", 1).
:- claim(may_be_able_to_claim_bereavement_benefits_in, "you may be able to claim bereavement benefits in some countries outside the EEA", 1).

% You may also be able to claim bereavement benefits in some countries outside the EEA.
:- from(1).
may_be_able_to_claim_bereavement_benefits_in :-
    are_in_country_outside_eea(true).

%%% 484-e426aa03-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('484-e426aa03-0').
:- text("#### Issuing an account to your patient\n\nIf you privately bill with an account, your patient can claim their Medicare benefit electronically at your surgery if you offer Medicare Online or Medicare Easyclaim as a claiming option. If you don’t, your patient can claim their benefit through us.").
:- sentence(0, 5, 39).
:- sentence(1, 41, 229).
:- sentence(2, 230, 292).

:- dynamic privately_bill_with_account/1.
:- ask(privately_bill_with_account, bool, "Do you privately bill with an account?", "you privately bill with an account", 1).
:- dynamic offer_medicare_online_as_claiming_option/1.
:- ask(offer_medicare_online_as_claiming_option, bool, "Do you offer Medicare Online as a claiming option?", "you offer Medicare Online as a claiming option", 1).
:- dynamic offer_medicare_easyclaim_as_claiming_option/1.
:- ask(offer_medicare_easyclaim_as_claiming_option, bool, "Do you offer Medicare Easyclaim as a claiming option?", "you offer Medicare Easyclaim as a claiming option", 1).
:- dynamic offer_medicare_online_or_medicare_easyclaim_as_claiming/1.
:- ask(offer_medicare_online_or_medicare_easyclaim_as_claiming, bool, "Do you offer Medicare Online or Medicare Easyclaim as a claiming option?", "you offer Medicare Online or Medicare Easyclaim as a claiming option", 1).
:- claim(patient_can_claim_their_medicare_benefit_electronically_at, "your patient can claim their Medicare benefit electronically at your surgery", 1).
:- claim(patient_can_claim_their_benefit_through_us, "your patient can claim their benefit through us", 2).

% If you privately bill with an account, your patient can claim their Medicare benefit electronically at your surgery if you offer Medicare Online or Medicare Easyclaim as a claiming option.
:- from(1).
patient_can_claim_their_medicare_benefit_electronically_at :-
    privately_bill_with_account(true),
    group(offer_medicare_online_or_medicare_easyclaim_as_claiming(true), (offer_medicare_online_as_claiming_option(true) ; offer_medicare_easyclaim_as_claiming_option(true))).

% If you don’t, your patient can claim their benefit through us.
:- from(2).
patient_can_claim_their_benefit_through_us :-
    \+ (offer_medicare_online_as_claiming_option(true) ; offer_medicare_easyclaim_as_claiming_option(true)).

%%% 485-5b0e1b27-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('485-5b0e1b27-0').
:- text("#  1. Overview\n\nYou don’t pay tax on things like:\n\n* rent you get from a lodger in your house that’s below the rent a room limit").
:- sentence(0, 3, 14).
:- sentence(1, 16, 49).
:- sentence(2, 53, 128).

:- dynamic it_is_rent_you_get_from_lodger_in/1.
:- ask(it_is_rent_you_get_from_lodger_in, bool, "Is it rent you get from a lodger in your house that's below the rent a room limit?", "it is rent you get from a lodger in your house that's below the rent a room limit", 2).
:- claim(pay_tax, "you pay tax", 1).
:- claim(not_pay_tax, "you do not pay tax", 1).

% You don’t pay tax on things like:
:- from(1).
not_pay_tax :-
    it_is_rent_you_get_from_lodger_in(true).
pay_tax :-
    \+ not_pay_tax.

%%% 486-ea31f9d3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('486-ea31f9d3-0').
:- text("#  Export livestock, poultry or bees: special rules\n\nTo export livestock or poultry outside the EU you usually need an Export Health Certificate (EHC).").
:- sentence(0, 3, 51).
:- sentence(1, 53, 151).

:- dynamic export_livestock/1.
:- ask(export_livestock, bool, "Do you export livestock?", "you export livestock", 1).
:- dynamic export_poultry_outside_eu/1.
:- ask(export_poultry_outside_eu, bool, "Do you export poultry outside the EU?", "you export poultry outside the EU", 1).
:- dynamic export_livestock_or_poultry_outside_eu/1.
:- ask(export_livestock_or_poultry_outside_eu, bool, "Do you export livestock or poultry outside the EU?", "you export livestock or poultry outside the EU", 1).
:- dynamic have_export_health_certificate_ehc/1.
:- ask(have_export_health_certificate_ehc, bool, "Do you have an Export Health Certificate (EHC)?", "you have an Export Health Certificate (EHC)", 1).
:- claim(need_export_health_certificate_ehc, "you need an Export Health Certificate EHC", 1).
:- claim(can_export_livestock_or_poultry_outside_eu, "you can export livestock or poultry outside the EU", 1).

% To export livestock or poultry outside the EU you usually need an Export Health Certificate (EHC).
:- from(1).
need_export_health_certificate_ehc :-
    group(export_livestock_or_poultry_outside_eu(true), (export_livestock(true) ; export_poultry_outside_eu(true))).
can_export_livestock_or_poultry_outside_eu :-
    have_export_health_certificate_ehc(true).

%%% 487-a49db717-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('487-a49db717-0').
:- text("#  Tax if you leave the UK to live abroad\n\nThe tax year runs from 6 April to 5 April the next year.").
:- sentence(0, 3, 41).
:- sentence(1, 43, 99).

:- claim(tax_year_runs_from_6_april_to_5, "the tax year runs from 6 April to 5 April the next year", 1).

% The tax year runs from 6 April to 5 April the next year.
:- from(1).
tax_year_runs_from_6_april_to_5 :-
    true.

%%% 488-5d8974a1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('488-5d8974a1-0').
:- text("§103. Physical description of airports and minimum airport facilities").
:- sentence(0, 0, 5).
:- sentence(1, 6, 69).

:- claim(describes_103, "§103.", 0).

% §103.
:- from(0).
describes_103.

%%% 489-2d01b382-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('489-2d01b382-0').
:- text("## Time limit\n\nYou must usually send your appeal within a month of either:\n\n* the date of your mandatory reconsideration notice (if you have one)\n* the date of the decision you’re appealing").
:- sentence(0, 3, 13).
:- sentence(1, 15, 74).
:- sentence(2, 78, 145).
:- sentence(3, 148, 189).

:- dynamic are_sending_your_appeal_within_month_of_date/1.
:- ask(are_sending_your_appeal_within_month_of_date, bool, "Are you sending your appeal within a month of the date of your mandatory reconsideration notice (if you have one)?", "you are sending your appeal within a month of the date of your mandatory reconsideration notice (if you have one)", 2).
:- dynamic are_sending_your_appeal_within_month_of_date_2/1.
:- ask(are_sending_your_appeal_within_month_of_date_2, bool, "Are you sending your appeal within a month of the date of the decision you are appealing?", "you are sending your appeal within a month of the date of the decision you are appealing", 3).
:- dynamic are_sending_your_appeal_within_month_of_date_3/1.
:- ask(are_sending_your_appeal_within_month_of_date_3, bool, "Are you sending your appeal within a month of the date of your mandatory reconsideration notice (if you have one) or the decision you are appealing?", "you are sending your appeal within a month of the date of your mandatory reconsideration notice (if you have one) or the decision you are appealing", 1).
:- claim(can_send_your_appeal, "you can send your appeal", 1).

% You must usually send your appeal within a month of either:
:- from(1).
can_send_your_appeal :-
    group(are_sending_your_appeal_within_month_of_date_3(true), (are_sending_your_appeal_within_month_of_date(true) ; are_sending_your_appeal_within_month_of_date_2(true))).

%%% 490-7db78e69-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('490-7db78e69-0').
:- text("# Youth Allowance\n\nFinancial help if you’re 24 or younger and studying, an Australian Apprentice, looking for work or sick.").
:- sentence(0, 2, 17).
:- sentence(1, 19, 123).

:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 1).
:- comparison(age =< 24, "Are you 24 or younger?", 1).
:- dynamic are_studying/1.
:- ask(are_studying, bool, "Are you studying?", "you are studying", 1).
:- dynamic are_24_or_younger_and_studying/1.
:- ask(are_24_or_younger_and_studying, bool, "Are you 24 or younger and studying?", "you're 24 or younger and studying", 1).
:- claim(financial_help_australian_apprentice_looking_for_work_or, "financial help an Australian Apprentice, looking for work or sick", 1).

% Financial help if you’re 24 or younger and studying, an Australian Apprentice, looking for work or sick.
:- from(1).
financial_help_australian_apprentice_looking_for_work_or :-
    group(are_24_or_younger_and_studying(true), (age(Age), Age =< 24, are_studying(true))).

%%% 491-726afcc3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('491-726afcc3-0').
:- text("# Export food, drink and agricultural products: special rules\n\nIf you don’t need one, you don’t have to do anything to move plants used as food within the EU. But you always have to comply with the normal standards to sell fresh fruit and vegetables.").
:- sentence(0, 2, 61).
:- sentence(1, 63, 158).
:- sentence(2, 159, 250).

:- dynamic need_one/1.
:- ask(need_one, bool, "Do you need one?", "you need one", 1).
:- dynamic do_anything/1.
:- ask(do_anything, bool, "Do you do anything?", "you do anything", 1).
:- dynamic always_comply_with_normal_standards/1.
:- ask(always_comply_with_normal_standards, bool, "Do you always comply with the normal standards?", "you always comply with the normal standards", 2).
:- claim(can_move_plants_used_as_food_within_eu, "you can move plants used as food within the EU", 1).
:- claim(can_sell_fresh_fruit_and_vegetables, "you can sell fresh fruit and vegetables", 2).

% If you don’t need one, you don’t have to do anything to move plants used as food within the EU.
:- from(1).
can_move_plants_used_as_food_within_eu_requirement_1 :-
    (\+ need_one(false) ; do_anything(false)).
can_move_plants_used_as_food_within_eu :-
    can_move_plants_used_as_food_within_eu_requirement_1.

% But you always have to comply with the normal standards to sell fresh fruit and vegetables.
:- from(2).
can_sell_fresh_fruit_and_vegetables :-
    always_comply_with_normal_standards(true).

%%% 492-af424240-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('492-af424240-0').
:- text("### Online claiming for Home Care providers\n\nWe're gradually introducing a new online claiming system, called Aged Care Online Services. Currently, only Home Care providers can access Aged Care Online Services.").
:- sentence(0, 4, 43).
:- sentence(1, 45, 136).
:- sentence(2, 137, 210).

:- dynamic are_home_care_provider/1.
:- ask(are_home_care_provider, bool, "Are you a Home Care provider?", "you are a Home Care provider", 2).
:- claim(can_access_aged_care_online_services, "you can access Aged Care Online Services", 2).
:- claim(are_gradually_introducing_new_online_claiming_system_called, "we are gradually introducing a new online claiming system, called Aged Care Online Services", 1).

% Currently, only Home Care providers can access Aged Care Online Services.
:- from(2).
can_access_aged_care_online_services :-
    are_home_care_provider(true).

% We're gradually introducing a new online claiming system, called Aged Care Online Services.
:- from(1).
are_gradually_introducing_new_online_claiming_system_called :-
    true.

%%% 493-ec87e0c1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('493-ec87e0c1-0').
:- text("## Inheriting Additional State Pension\n\nYou might inherit part of your deceased partner’s Additional State Pension if your marriage or civil partnership with them began before 6 April 2016 and one of the following applies:\n\n* your partner reached State Pension age before 6 April 2016\n* they died before 6 April 2016 but would have reached State Pension age on or after that date").
:- sentence(0, 3, 38).
:- sentence(1, 40, 222).
:- sentence(2, 226, 284).
:- sentence(3, 287, 379).

:- dynamic marriage_or_civil_partnership_with_them_began_before/1.
:- ask(marriage_or_civil_partnership_with_them_began_before, bool, "Did your marriage or civil partnership with them begin before 6 April 2016?", "your marriage or civil partnership with them began before 6 April 2016", 1).
:- dynamic partner_reached_state_pension_age_before_6_april/1.
:- ask(partner_reached_state_pension_age_before_6_april, bool, "Did your partner reach State Pension age before 6 April 2016?", "your partner reached State Pension age before 6 April 2016", 2).
:- dynamic partner_died_before_6_april_2016/1.
:- ask(partner_died_before_6_april_2016, bool, "Did your partner die before 6 April 2016?", "your partner died before 6 April 2016", 3).
:- dynamic partner_would_have_reached_state_pension_age_on/1.
:- ask(partner_would_have_reached_state_pension_age_on, bool, "Would your partner have reached State Pension age on or after 6 April 2016?", "your partner would have reached State Pension age on or after 6 April 2016", 3).
:- dynamic partner_died_before_6_april_2016_but_would/1.
:- ask(partner_died_before_6_april_2016_but_would, bool, "Did your partner die before 6 April 2016 but would they have reached State Pension age on or after 6 April 2016?", "your partner died before 6 April 2016 but would have reached State Pension age on or after 6 April 2016", 1).
:- claim(might_inherit_part_of_your_deceased_partners_additional, "you might inherit part of your deceased partner's Additional State Pension", 1).

% You might inherit part of your deceased partner’s Additional State Pension if your marriage or civil partnership with them began before 6 April 2016 and one of the following applies:
:- from(1).
might_inherit_part_of_your_deceased_partners_additional :-
    marriage_or_civil_partnership_with_them_began_before(true),
    (partner_reached_state_pension_age_before_6_april(true) ; group(partner_died_before_6_april_2016_but_would(true), (partner_died_before_6_april_2016(true), partner_would_have_reached_state_pension_age_on(true)))).

%%% 494-2a86b525-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('494-2a86b525-0').
:- text("#  2. How to register\n\nRegister by post using form:\n\n* VAT1A if you’re an EU business ‘distance selling’ to the UK\n* VAT1B if you import (‘acquire’) goods worth more than £85,000 from another EU country\n* VAT1C if you’re disposing of assets on which 8th or 13th Directive refunds have been claimed").
:- sentence(0, 3, 21).
:- sentence(1, 23, 51).
:- sentence(2, 55, 114).
:- sentence(3, 117, 202).
:- sentence(4, 205, 297).

:- dynamic are_eu_business_distance_selling_to_uk/1.
:- ask(are_eu_business_distance_selling_to_uk, bool, "Are you an EU business 'distance selling' to the UK?", "you are an EU business 'distance selling' to the UK", 2).
:- dynamic import_acquire_goods_worth_more_than_85_000/1.
:- ask(import_acquire_goods_worth_more_than_85_000, bool, "Do you import ('acquire') goods worth more than £85,000 from another EU country?", "you import ('acquire') goods worth more than £85,000 from another EU country", 3).
:- dynamic are_disposing_of_assets/1.
:- ask(are_disposing_of_assets, bool, "Are you disposing of assets?", "you are disposing of assets", 4).
:- claim(register_by_post_using_form_vat1a, "you should register by post using form VAT1A", 2).
:- claim(register_by_post_using_form_vat1b, "you should register by post using form VAT1B", 3).
:- claim(register_by_post_using_form_vat1c_on_which, "you should register by post using form VAT1C on which 8th or 13th Directive refunds have been claimed", 4).

% VAT1A if you’re an EU business ‘distance selling’ to the UK
:- from(2).
register_by_post_using_form_vat1a :-
    are_eu_business_distance_selling_to_uk(true).

% VAT1B if you import (‘acquire’) goods worth more than £85,000 from another EU country
:- from(3).
register_by_post_using_form_vat1b :-
    import_acquire_goods_worth_more_than_85_000(true).

% VAT1C if you’re disposing of assets on which 8th or 13th Directive refunds have been claimed
:- from(4).
register_by_post_using_form_vat1c_on_which :-
    are_disposing_of_assets(true).

%%% 495-c6805aba-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('495-c6805aba-0').
:- text("Collateral Requirements: Collateral is required for all MREIDLs over $50,000. SBA takes real estate as collateral when it is available. SBA will not decline a loan for lack of collateral, but SBA will require the borrower to pledge collateral that is available.").
:- sentence(0, 0, 77).
:- sentence(1, 78, 135).
:- sentence(2, 136, 261).

:- dynamic it_is_available/1.
:- ask(it_is_available, bool, "Is it available?", "it is available", 1).
:- claim(sba_takes_real_estate_as_collateral, "SBA takes real estate as collateral", 1).

% SBA takes real estate as collateral when it is available.
:- from(1).
sba_takes_real_estate_as_collateral :-
    it_is_available(true).

%%% 496-1221d31c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('496-1221d31c-0').
:- text("#  2. Eligibility\n\nYou can’t get the payment if you live in Cyprus, France, Gibraltar, Greece, Malta, Portugal or Spain because the average winter temperature is higher than the warmest region of the UK.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 203).

:- dynamic live_in_cyprus/1.
:- ask(live_in_cyprus, bool, "Do you live in Cyprus?", "you live in Cyprus", 1).
:- dynamic live_in_france/1.
:- ask(live_in_france, bool, "Do you live in France?", "you live in France", 1).
:- dynamic live_in_gibraltar/1.
:- ask(live_in_gibraltar, bool, "Do you live in Gibraltar?", "you live in Gibraltar", 1).
:- dynamic live_in_greece/1.
:- ask(live_in_greece, bool, "Do you live in Greece?", "you live in Greece", 1).
:- dynamic live_in_malta/1.
:- ask(live_in_malta, bool, "Do you live in Malta?", "you live in Malta", 1).
:- dynamic live_in_portugal/1.
:- ask(live_in_portugal, bool, "Do you live in Portugal?", "you live in Portugal", 1).
:- dynamic live_in_spain/1.
:- ask(live_in_spain, bool, "Do you live in Spain?", "you live in Spain", 1).
:- dynamic live_in_cyprus_france_gibraltar_greece_malta_portugal/1.
:- ask(live_in_cyprus_france_gibraltar_greece_malta_portugal, bool, "Do you live in Cyprus, France, Gibraltar, Greece, Malta, Portugal or Spain?", "you live in Cyprus, France, Gibraltar, Greece, Malta, Portugal or Spain", 1).
:- claim(can_get_payment, "you can get the payment", 1).
:- claim(not_can_get_payment, "you can not get the payment", 1).

% You can’t get the payment if you live in Cyprus, France, Gibraltar, Greece, Malta, Portugal or Spain because the average winter temperature is higher than the warmest region of the UK.
:- from(1).
not_can_get_payment :-
    group(live_in_cyprus_france_gibraltar_greece_malta_portugal(true), (live_in_cyprus(true) ; live_in_france(true) ; live_in_gibraltar(true) ; live_in_greece(true) ; live_in_malta(true) ; live_in_portugal(true) ; live_in_spain(true))).
can_get_payment :-
    \+ not_can_get_payment.

%%% 497-a367b6f5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('497-a367b6f5-0').
:- text("#  Benefit fraud\n\nYou commit benefit fraud by claiming benefits you’re not entitled to on purpose. For example by:\n\n* not reporting a change in your circumstances\n* providing false information").
:- sentence(0, 3, 16).
:- sentence(1, 18, 98).
:- sentence(2, 99, 114).
:- sentence(3, 118, 162).
:- sentence(4, 165, 192).

:- dynamic are_reporting_change_in_your_circumstances/1.
:- ask(are_reporting_change_in_your_circumstances, bool, "Are you reporting a change in your circumstances?", "you are reporting a change in your circumstances", 3).
:- dynamic are_providing_false_information/1.
:- ask(are_providing_false_information, bool, "Are you providing false information?", "you are providing false information", 4).
:- claim(for_example, "for example", 2).
:- claim(commit_benefit_fraud_by_claiming_benefits_you_are, "you commit benefit fraud by claiming benefits you are not entitled to on purpose", 1).

% For example by:
:- from(2).
for_example :-
    (are_reporting_change_in_your_circumstances(false) ; are_providing_false_information(true)).

% You commit benefit fraud by claiming benefits you’re not entitled to on purpose.
:- from(1).
commit_benefit_fraud_by_claiming_benefits_you_are :-
    true.

%%% 498-2dc1342b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('498-2dc1342b-0').
:- text("## If your course starts before 1 August 2016\n\nYour course must be:\n\n* a Level 3 or 4 qualification, for example A Levels\n* at an approved college or training provider in England").
:- sentence(0, 3, 45).
:- sentence(1, 47, 67).
:- sentence(2, 71, 121).
:- sentence(3, 124, 178).

:- dynamic course_is_level_3_or_4_qualification/1.
:- ask(course_is_level_3_or_4_qualification, bool, "Is your course a Level 3 or 4 qualification?", "your course is a Level 3 or 4 qualification", 2).
:- dynamic course_is_at_approved_college_or_training_provider/1.
:- ask(course_is_at_approved_college_or_training_provider, bool, "Is your course at an approved college or training provider in England?", "your course is at an approved college or training provider in England", 3).
:- dynamic course_is_level_3_or_4_qualification_and/1.
:- ask(course_is_level_3_or_4_qualification_and, bool, "Is your course a Level 3 or 4 qualification and at an approved college or training provider in England?", "your course is a Level 3 or 4 qualification and at an approved college or training provider in England", 1).
:- claim(meet_conditions_if_your_course_starts_before_1, "you meet the conditions (If your course starts before 1 August 2016)", 1).

% Your course must be:
:- from(1).
meet_conditions_if_your_course_starts_before_1 :-
    group(course_is_level_3_or_4_qualification_and(true), (course_is_level_3_or_4_qualification(true), course_is_at_approved_college_or_training_provider(true))).

%%% 499-565a17fe-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('499-565a17fe-0').
:- text("#  7. Changes to your details\n\nYou need to tell HM Revenue and Customs (HMRC) about any changes to the following within 30 days or you could face a financial penalty.").
:- sentence(0, 3, 29).
:- sentence(1, 31, 166).

:- dynamic tell_hm_revenue_and_customs_hmrc_about_any/1.
:- ask(tell_hm_revenue_and_customs_hmrc_about_any, bool, "Do you tell HM Revenue and Customs (HMRC) about any changes to the following within 30 days?", "you tell HM Revenue and Customs (HMRC) about any changes to the following within 30 days", 1).
:- claim(meet_conditions_changes_to_your_details, "you meet the conditions (Changes to your details)", 1).

% You need to tell HM Revenue and Customs (HMRC) about any changes to the following within 30 days or you could face a financial penalty.
:- from(1).
meet_conditions_changes_to_your_details_requirement_1 :-
    tell_hm_revenue_and_customs_hmrc_about_any(true).
meet_conditions_changes_to_your_details :-
    meet_conditions_changes_to_your_details_requirement_1.

%%% 500-6bd1eb73-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('500-6bd1eb73-0').
:- text("# Find Affordable Rental Housing\n\nPeople with low income, seniors, and people with disabilities may qualify for help from the U.S. Department of Housing and Urban Development (HUD) to get affordable rental housing. HUD doesn't own rental property. It gives money to states and building owners, who in turn provide low-income housing opportunities.").
:- sentence(0, 2, 32).
:- sentence(1, 34, 214).
:- sentence(2, 215, 247).
:- sentence(3, 248, 347).

:- dynamic have_low_income/1.
:- ask(have_low_income, bool, "Do you have low income?", "you have low income", 1).
:- dynamic are_senior/1.
:- ask(are_senior, bool, "Are you a senior?", "you are a senior", 1).
:- dynamic have_disabilities/1.
:- ask(have_disabilities, bool, "Do you have disabilities?", "you have disabilities", 1).
:- claim(may_qualify_for_help_from_u_s_department, "you may qualify for help from the U.S. Department of Housing and Urban Development (HUD) to get affordable rental housing", 1).
:- claim(hud_owns_rental_property, "HUD owns rental property", 2).
:- claim(not_hud_owns_rental_property, "HUD does not own rental property", 2).
:- claim(hud_gives_money_to_states_and_building_owners, "HUD gives money to states and building owners, who in turn provide low-income housing opportunities", 3).

% People with low income, seniors, and people with disabilities may qualify for help from the U.S. Department of Housing and Urban Development (HUD) to get affordable rental housing.
:- from(1).
may_qualify_for_help_from_u_s_department :-
    (have_low_income(true) ; are_senior(true) ; have_disabilities(true)).

% HUD doesn't own rental property.
:- from(2).
not_hud_owns_rental_property :-
    true.
hud_owns_rental_property :-
    \+ not_hud_owns_rental_property.

% It gives money to states and building owners, who in turn provide low-income housing opportunities.
:- from(3).
hud_gives_money_to_states_and_building_owners :-
    true.

%%% 501-e8d7999e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('501-e8d7999e-0').
:- text("#  4. How to claim\n\nIf you’re eligible for Winter Fuel Payment, you’ll usually get it automatically.").
:- sentence(0, 3, 18).
:- sentence(1, 20, 100).

:- dynamic are_eligible_for_winter_fuel_payment/1.
:- ask(are_eligible_for_winter_fuel_payment, bool, "Are you eligible for Winter Fuel Payment?", "you are eligible for Winter Fuel Payment", 1).
:- claim(will_get_it_automatically, "you will get it automatically (How to claim)", 1).

% If you’re eligible for Winter Fuel Payment, you’ll usually get it automatically.
:- from(1).
will_get_it_automatically :-
    are_eligible_for_winter_fuel_payment(true).

%%% 502-fa5139fa-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('502-fa5139fa-0').
:- text("#  4. Complain about tax credits\n\nYou can complain about things like unreasonable delays or the way you’ve been treated.").
:- sentence(0, 3, 32).
:- sentence(1, 34, 120).

:- claim(can_complain_about_things_like_unreasonable_delays_or, "you can complain about things like unreasonable delays or the way you have been treated", 1).

% You can complain about things like unreasonable delays or the way you’ve been treated.
:- from(1).
can_complain_about_things_like_unreasonable_delays_or :-
    true.

%%% 503-afdd84ed-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('503-afdd84ed-0').
:- text("## Maximum SERPS pension and State Pension top up you can inherit\n\nIf they died before 6 October 2002, you can inherit up to 100% of their SERPS pension.").
:- sentence(0, 3, 65).
:- sentence(1, 67, 153).

:- dynamic they_died_before_6_october_2002/1.
:- ask(they_died_before_6_october_2002, bool, "Did they die before 6 October 2002?", "they died before 6 October 2002", 1).
:- claim(can_inherit_up_to_100_of_their_serps, "you can inherit up to 100% of their SERPS pension", 1).

% If they died before 6 October 2002, you can inherit up to 100% of their SERPS pension.
:- from(1).
can_inherit_up_to_100_of_their_serps :-
    they_died_before_6_october_2002(true).

%%% 504-2a3b90b8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('504-2a3b90b8-0').
:- text("#  4. Moving to the UK\n\nYou must have been living in the UK for 3 months before you’re eligible to claim Child Tax Credit if you moved to the UK on or after 1 July 2014 and don’t have a job. This doesn’t apply if you:\n\n* have been given leave to stay as a displaced person and you can get benefits\n* have been given to leave to stay and have applied for settlement as a victim of domestic violence\n* have been granted humanitarian protection\n* were made redundant in the UK (or your family member was) and you’re looking for a job or in training").
:- sentence(0, 3, 22).
:- sentence(1, 24, 190).
:- sentence(2, 191, 217).
:- sentence(3, 221, 297).
:- sentence(4, 300, 397).
:- sentence(5, 400, 441).
:- sentence(6, 444, 545).

:- dynamic moved_to_uk_on_or_after_1_july/1.
:- ask(moved_to_uk_on_or_after_1_july, bool, "Did you move to the UK on or after 1 July 2014?", "you moved to the UK on or after 1 July 2014", 1).
:- dynamic have_job/1.
:- ask(have_job, bool, "Do you have a job?", "you have a job", 1).
:- dynamic have_been_living_in_uk_for_3_months/1.
:- ask(have_been_living_in_uk_for_3_months, bool, "Have you been living in the UK for 3 months?", "you have been living in the UK for 3 months", 1).
:- dynamic have_been_given_leave_to_stay_as_displaced/1.
:- ask(have_been_given_leave_to_stay_as_displaced, bool, "Have you been given leave to stay as a displaced person?", "you have been given leave to stay as a displaced person", 3).
:- dynamic can_get_benefits/1.
:- ask(can_get_benefits, bool, "Can you get benefits?", "you can get benefits", 3).
:- dynamic have_been_given_leave_to_stay_as_displaced_2/1.
:- ask(have_been_given_leave_to_stay_as_displaced_2, bool, "Have you been given leave to stay as a displaced person and can you get benefits?", "you have been given leave to stay as a displaced person and you can get benefits", 1).
:- dynamic have_been_given_to_leave_to_stay_and/1.
:- ask(have_been_given_to_leave_to_stay_and, bool, "Have you been given to leave to stay and have applied for settlement as a victim of domestic violence?", "you have been given to leave to stay and have applied for settlement as a victim of domestic violence", 4).
:- dynamic have_been_granted_humanitarian_protection/1.
:- ask(have_been_granted_humanitarian_protection, bool, "Have you been granted humanitarian protection?", "you have been granted humanitarian protection", 5).
:- dynamic were_made_redundant_in_uk_or_your_family/1.
:- ask(were_made_redundant_in_uk_or_your_family, bool, "Were you made redundant in the UK (or your family member was)?", "you were made redundant in the UK (or your family member was)", 6).
:- dynamic are_looking_for_job_or_in_training/1.
:- ask(are_looking_for_job_or_in_training, bool, "Are you looking for a job or in training?", "you are looking for a job or in training", 6).
:- dynamic were_made_redundant_in_uk_or_your_family_2/1.
:- ask(were_made_redundant_in_uk_or_your_family_2, bool, "Were you made redundant in the UK (or your family member was) and you are looking for a job or in training?", "you were made redundant in the UK (or your family member was) and you're looking for a job or in training", 1).
:- claim(are_eligible_to_claim_child_tax_credit, "you are eligible to claim Child Tax Credit", 1).

% You must have been living in the UK for 3 months before you’re eligible to claim Child Tax Credit if you moved to the UK on or after 1 July 2014 and don’t have a job.
:- from(1).
are_eligible_to_claim_child_tax_credit_requirement_1 :-
    (\+ (moved_to_uk_on_or_after_1_july(true), have_job(false)) ; have_been_living_in_uk_for_3_months(true) ; group(have_been_given_leave_to_stay_as_displaced_2(true), (have_been_given_leave_to_stay_as_displaced(true), can_get_benefits(true))) ; have_been_given_to_leave_to_stay_and(true) ; have_been_granted_humanitarian_protection(true) ; group(were_made_redundant_in_uk_or_your_family_2(true), (were_made_redundant_in_uk_or_your_family(true), are_looking_for_job_or_in_training(true)))).
are_eligible_to_claim_child_tax_credit :-
    are_eligible_to_claim_child_tax_credit_requirement_1.

%%% 505-be6badf4-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('505-be6badf4-0').
:- text("## If your circumstances change\n\nYour tax credits can go up or down if your family or work life change if you start a new job, you’re laid off work or your partner dies.").
:- sentence(0, 3, 31).
:- sentence(1, 33, 169).

:- dynamic family_or_work_life_change/1.
:- ask(family_or_work_life_change, bool, "Are you your family or work life change?", "your family or work life change", 1).
:- dynamic start_new_job/1.
:- ask(start_new_job, bool, "Do you start a new job?", "you start a new job", 1).
:- dynamic are_laid_off_work/1.
:- ask(are_laid_off_work, bool, "Are you laid off work?", "you are laid off work", 1).
:- dynamic partner_dies/1.
:- ask(partner_dies, bool, "Does your partner die?", "your partner dies", 1).
:- dynamic start_new_job_you_are_laid_off_work/1.
:- ask(start_new_job_you_are_laid_off_work, bool, "Do you start a new job, are you laid off work or does your partner die?", "you start a new job, you're laid off work or your partner dies", 1).
:- claim(tax_credits_can_go_up_or_down, "your tax credits can go up or down", 1).

% Your tax credits can go up or down if your family or work life change if you start a new job, you’re laid off work or your partner dies.
:- from(1).
tax_credits_can_go_up_or_down :-
    family_or_work_life_change(true),
    group(start_new_job_you_are_laid_off_work(true), (start_new_job(true) ; are_laid_off_work(true) ; partner_dies(true))).

%%% 506-50bbcc56-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('506-50bbcc56-0').
:- text("#  4. Maternity and childcare benefits\n\nYou can also get the following in an EEA country or Switzerland if you’re eligible:\n\n* Child Benefit").
:- sentence(0, 3, 38).
:- sentence(1, 40, 123).
:- sentence(2, 127, 140).

:- dynamic are_in_eea_country_or_switzerland/1.
:- ask(are_in_eea_country_or_switzerland, bool, "Are you in an EEA country or Switzerland?", "you are in an EEA country or Switzerland", 2).
:- claim(can_get_child_benefit_in_eea_country_or, "you can get Child Benefit in an EEA country or Switzerland", 2).

% Child Benefit
:- from(2).
can_get_child_benefit_in_eea_country_or :-
    are_in_eea_country_or_switzerland(true).

%%% 507-340a5847-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('507-340a5847-0').
:- text("## Redundancy\n\nAn employee can only be made redundant if the employer can clearly justify doing it - for example a part of the business closes and everyone in that section is made redundant. There are other rules for employers when making staff redundant.").
:- sentence(0, 3, 13).
:- sentence(1, 15, 190).
:- sentence(2, 191, 255).

:- dynamic employer_can_clearly_justify_doing_it/1.
:- ask(employer_can_clearly_justify_doing_it, bool, "Can your employer clearly justify doing it?", "your employer can clearly justify doing it", 1).
:- dynamic are_employer_when_making_staff_redundant/1.
:- ask(are_employer_when_making_staff_redundant, bool, "Are you an employer when making staff redundant?", "you are an employer when making staff redundant", 2).
:- claim(can_be_made_redundant, "you can be made redundant", 1).
:- claim(can_get_this, "you can get this (Redundancy)", 2).

% An employee can only be made redundant if the employer can clearly justify doing it - for example a part of the business closes and everyone in that section is made redundant.
:- from(1).
can_be_made_redundant_requirement_1 :-
    employer_can_clearly_justify_doing_it(true).
can_be_made_redundant :-
    can_be_made_redundant_requirement_1.

% There are other rules for employers when making staff redundant.
:- from(2).
can_get_this :-
    are_employer_when_making_staff_redundant(true).

%%% 508-16036b60-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('508-16036b60-0').
:- text("#  1. Overview\n\nWorkers can check if:\n\n* they’re getting the correct minimum wage\n* an employer owes them payments from past jobs").
:- sentence(0, 3, 14).
:- sentence(1, 16, 37).
:- sentence(2, 41, 81).
:- sentence(3, 84, 129).

:- dynamic are_getting_correct_minimum_wage/1.
:- ask(are_getting_correct_minimum_wage, bool, "Are you getting the correct minimum wage?", "you are getting the correct minimum wage", 2).
:- dynamic employer_owes_you_payments_from_past_jobs/1.
:- ask(employer_owes_you_payments_from_past_jobs, bool, "Does your employer owe you payments from past jobs?", "your employer owes you payments from past jobs", 3).
:- claim(workers_can_check, "workers can check", 1).

% Workers can check if:
:- from(1).
workers_can_check :-
    (are_getting_correct_minimum_wage(true) ; employer_owes_you_payments_from_past_jobs(true)).

%%% 509-2e6ed6a5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('509-2e6ed6a5-0').
:- text("# General Program Requirements\n\nOnly accredited 1994 Land-Grant Institution as authorized by Congress are eligible.").
:- sentence(0, 2, 30).
:- sentence(1, 32, 115).

:- dynamic it_is_accredited_1994_land_grant_institution_as/1.
:- ask(it_is_accredited_1994_land_grant_institution_as, bool, "Is it an accredited 1994 Land-Grant Institution as authorized by Congress?", "it is an accredited 1994 Land-Grant Institution as authorized by Congress", 1).
:- claim(it_is_eligible, "it is eligible (General Program Requirements)", 1).

% Only accredited 1994 Land-Grant Institution as authorized by Congress are eligible.
:- from(1).
it_is_eligible :-
    it_is_accredited_1994_land_grant_institution_as(true).

%%% 510-772985c6-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('510-772985c6-0').
:- text("# Bankruptcy\n\nOther types of bankruptcy include Chapters 9, 12 and 15. Cases under these chapters of the bankruptcy code involve municipalities, family farmers and fisherman, and international cases.").
:- sentence(0, 2, 12).
:- sentence(1, 14, 70).
:- sentence(2, 71, 199).

:- dynamic it_is_another_type_of_bankruptcy/1.
:- ask(it_is_another_type_of_bankruptcy, bool, "Is it another type of bankruptcy?", "it is another type of bankruptcy", 1).
:- dynamic it_is_case_under_these_chapters_of_bankruptcy/1.
:- ask(it_is_case_under_these_chapters_of_bankruptcy, bool, "Is it a case under these chapters of the bankruptcy code?", "it is a case under these chapters of the bankruptcy code", 2).
:- claim(it_includes_chapters_9_12_and_15, "it includes Chapters 9, 12 and 15 (Bankruptcy)", 1).
:- claim(it_involves_municipalities_family_farmers_and_fisherman_and, "it involves municipalities, family farmers and fisherman, and international cases (Bankruptcy)", 2).

% Other types of bankruptcy include Chapters 9, 12 and 15.
:- from(1).
it_includes_chapters_9_12_and_15 :-
    it_is_another_type_of_bankruptcy(true).

% Cases under these chapters of the bankruptcy code involve municipalities, family farmers and fisherman, and international cases.
:- from(2).
it_involves_municipalities_family_farmers_and_fisherman_and :-
    it_is_case_under_these_chapters_of_bankruptcy(true).

%%% 511-0994fecc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('511-0994fecc-0').
:- text("### New goods and services\n\nIf your Business provides relevant goods and services, and meets the eligibility criteria in the Centrepay Policy and Terms, you may apply to use Centrepay by submitting a Business Application. If you have an already approved Business, contact your account manager to discuss applying for a new service.").
:- sentence(0, 4, 26).
:- sentence(1, 28, 221).
:- sentence(2, 222, 331).

:- dynamic business_provides_relevant_goods_and_services/1.
:- ask(business_provides_relevant_goods_and_services, bool, "Does your Business provide relevant goods and services?", "your Business provides relevant goods and services", 1).
:- dynamic business_meets_eligibility_criteria_in_centrepay_policy_and/1.
:- ask(business_meets_eligibility_criteria_in_centrepay_policy_and, bool, "Does your Business meet the eligibility criteria in the Centrepay Policy and Terms?", "your Business meets the eligibility criteria in the Centrepay Policy and Terms", 1).
:- dynamic business_provides_relevant_goods_and_services_and_meets/1.
:- ask(business_provides_relevant_goods_and_services_and_meets, bool, "Does your Business provide relevant goods and services, and meet the eligibility criteria in the Centrepay Policy and Terms?", "your Business provides relevant goods and services, and meets the eligibility criteria in the Centrepay Policy and Terms", 1).
:- dynamic have_already_approved_business/1.
:- ask(have_already_approved_business, bool, "Do you have an already approved Business?", "you have an already approved Business", 2).
:- claim(may_apply_to_use_centrepay_by_submitting_business, "you may apply to use Centrepay by submitting a Business Application", 1).
:- claim(contact_your_account_manager_to_discuss_applying_for, "you should contact your account manager to discuss applying for a new service", 2).

% If your Business provides relevant goods and services, and meets the eligibility criteria in the Centrepay Policy and Terms, you may apply to use Centrepay by submitting a Business Application.
:- from(1).
may_apply_to_use_centrepay_by_submitting_business :-
    group(business_provides_relevant_goods_and_services_and_meets(true), (business_provides_relevant_goods_and_services(true), business_meets_eligibility_criteria_in_centrepay_policy_and(true))).

% If you have an already approved Business, contact your account manager to discuss applying for a new service.
:- from(2).
contact_your_account_manager_to_discuss_applying_for :-
    have_already_approved_business(true).

%%% 512-a30a4b1c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('512-a30a4b1c-0').
:- text("Eligible applicants may obtain direct loans for up to a maximum indebtedness of $300,000, and guaranteed loans for up to a maximum indebtedness of $1,392,000 (amount adjusted annually for inflation).").
:- sentence(0, 0, 199).

:- dynamic need_direct_loan/1.
:- ask(need_direct_loan, bool, "Do you need a direct loan?", "you need a direct loan", 0).
:- dynamic need_direct_loan_of_amount/1.
:- ask(need_direct_loan_of_amount, number("$"), "How large a direct loan do you need?", "the direct loan you need", 0).
:- comparison(need_direct_loan_of_amount > 300000, "Do you need a direct loan of more than $300,000?", 0).
:- dynamic need_loan/1.
:- ask(need_loan, bool, "Do you need a loan?", "you need a loan", 0).
:- dynamic need_loan_of_amount/1.
:- ask(need_loan_of_amount, number("$"), "How large a loan do you need?", "the loan you need", 0).
:- comparison(need_loan_of_amount > 1392000, "Do you need a loan of more than $1,392,000?", 0).
:- claim(may_obtain_direct_loans_for_up_to_maximum, "you may obtain direct loans for up to a maximum indebtedness of $300,000, and guaranteed loans for up to a maximum indebtedness of $1,392,000 (amount adjusted annually for inflation)", 0).

% Eligible applicants may obtain direct loans for up to a maximum indebtedness of $300,000, and guaranteed loans for up to a maximum indebtedness of $1,392,000 (amount adjusted annually for inflation).
:- from(0).
may_obtain_direct_loans_for_up_to_maximum :-
    (need_direct_loan(true), \+ (need_direct_loan_of_amount(NeedDirectLoanOfAmount), NeedDirectLoanOfAmount > 300000) ; need_loan(true), \+ (need_loan_of_amount(NeedLoanOfAmount), NeedLoanOfAmount > 1392000)).

%%% 513-ab686425-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('513-ab686425-0').
:- text("# Green Card\n\nHaving a Green Card (officially known as a Permanent Resident Card (PDF, 6.77 MB (PDF, 6.77 MB)) allows you to live and work permanently in the United States. The steps you must take to apply for a Green Card will vary depending on your individual situation.").
:- sentence(0, 2, 12).
:- sentence(1, 14, 172).
:- sentence(2, 173, 272).

:- dynamic have_green_card/1.
:- ask(have_green_card, bool, "Do you have a Green Card?", "you have a Green Card", 1).
:- dynamic it_is_step/1.
:- ask(it_is_step, bool, "Is it a step?", "it is a step", 2).
:- dynamic take_to_apply_for_green_card_it/1.
:- ask(take_to_apply_for_green_card_it, bool, "Do you take to apply for a Green Card it?", "you take to apply for a Green Card it", 2).
:- claim(can_live_and_work_permanently_in_united_states, "you can live and work permanently in the United States", 1).
:- claim(it_will_vary_depending_on_your_individual_situation, "it will vary depending on your individual situation (Green Card)", 2).

% Having a Green Card (officially known as a Permanent Resident Card (PDF, 6.77 MB (PDF, 6.77 MB)) allows you to live and work permanently in the United States.
:- from(1).
can_live_and_work_permanently_in_united_states :-
    have_green_card(true).

% The steps you must take to apply for a Green Card will vary depending on your individual situation.
:- from(2).
it_will_vary_depending_on_your_individual_situation :-
    it_is_step(true),
    take_to_apply_for_green_card_it(true).

%%% 514-412c5966-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('514-412c5966-0').
:- text("#  2. When repayments have to be made\n\nYou should also contact the office if you think the amount you’re being paid is wrong and it isn’t your fault.").
:- sentence(0, 3, 37).
:- sentence(1, 39, 149).

:- dynamic think_amount_you_are_being_paid_is_wrong/1.
:- ask(think_amount_you_are_being_paid_is_wrong, bool, "Do you think the amount you are being paid is wrong?", "you think the amount you are being paid is wrong", 1).
:- dynamic it_is_your_fault/1.
:- ask(it_is_your_fault, bool, "Is it your fault?", "it is your fault.", 1).
:- claim(should_contact_office, "you should contact the office", 1).

% You should also contact the office if you think the amount you’re being paid is wrong and it isn’t your fault.
:- from(1).
should_contact_office :-
    think_amount_you_are_being_paid_is_wrong(true),
    it_is_your_fault(false).

%%% 515-290892d2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('515-290892d2-0').
:- text("## Returning to work\n\nSimilar means the job has the same or better terms and conditions. If the employee unreasonably refuses to take the similar job the employer can take this as their resignation.").
:- sentence(0, 3, 20).
:- sentence(1, 22, 88).
:- sentence(2, 89, 198).

:- dynamic employee_unreasonably_refuses_to_take_similar_job/1.
:- ask(employee_unreasonably_refuses_to_take_similar_job, bool, "Does the employee unreasonably refuse to take the similar job?", "the employee unreasonably refuses to take the similar job", 2).
:- dynamic are_employer/1.
:- ask(are_employer, bool, "Are you the employer?", "you are the employer", 2).
:- claim(can_take_this_as_their_resignation, "you can take this as their resignation (Returning to work)", 2).
:- claim(similar_means_job_has_same_or_better_terms, "similar means the job has the same or better terms and conditions", 1).

% If the employee unreasonably refuses to take the similar job the employer can take this as their resignation.
:- from(2).
can_take_this_as_their_resignation :-
    employee_unreasonably_refuses_to_take_similar_job(true),
    are_employer(true).

% Similar means the job has the same or better terms and conditions.
:- from(1).
similar_means_job_has_same_or_better_terms :-
    true.

%%% 516-e9aab933-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('516-e9aab933-0').
:- text("If you would like to find out if you may be eligible for any of the benefits SSA administers, take the U.S. Social Security Administration’s (SSA) Benefit Eligibility Screening Tool questionnaire.").
:- sentence(0, 0, 196).

:- dynamic would_like_to_find_out_if_you_may/1.
:- ask(would_like_to_find_out_if_you_may, bool, "Would you like to find out if you may be eligible for any of the benefits SSA administers?", "you would like to find out if you may be eligible for any of the benefits SSA administers", 0).
:- claim(take_u_s_social_security_administrations_ssa_benefit, "you should take the U.S. Social Security Administration's (SSA) Benefit Eligibility Screening Tool questionnaire", 0).

% If you would like to find out if you may be eligible for any of the benefits SSA administers, take the U.S. Social Security Administration’s (SSA) Benefit Eligibility Screening Tool questionnaire.
:- from(0).
take_u_s_social_security_administrations_ssa_benefit :-
    would_like_to_find_out_if_you_may(true).

%%% 517-1f6bbe36-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('517-1f6bbe36-0').
:- text("Only certain benefits can be reduced or stopped. These are called ‘sanctionable benefits’. But if you commit fraud on a benefit that can’t be reduced or stopped, your other benefits can be reduced instead.").
:- sentence(0, 0, 48).
:- sentence(1, 49, 90).
:- sentence(2, 91, 205).

:- dynamic it_is_certain_benefit/1.
:- ask(it_is_certain_benefit, bool, "Is it a certain benefit?", "it is a certain benefit", 0).
:- dynamic commit_fraud_on_benefit_that_cannot_be_reduced/1.
:- ask(commit_fraud_on_benefit_that_cannot_be_reduced, bool, "Do you commit fraud on a benefit that can't be reduced or stopped?", "you commit fraud on a benefit that can't be reduced or stopped", 2).
:- claim(it_can_be_reduced_or_stopped, "it can be reduced or stopped", 0).
:- claim(other_benefits_can_be_reduced_instead, "your other benefits can be reduced instead", 2).

% Only certain benefits can be reduced or stopped.
:- from(0).
it_can_be_reduced_or_stopped :-
    it_is_certain_benefit(true).

% But if you commit fraud on a benefit that can’t be reduced or stopped, your other benefits can be reduced instead.
:- from(2).
other_benefits_can_be_reduced_instead :-
    commit_fraud_on_benefit_that_cannot_be_reduced(true).

%%% 518-94811b3b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('518-94811b3b-0').
:- text("#  1. How VAT works\n\nVAT is charged on things like:\n\n* business sales - for example when you sell goods and services\n* hiring or loaning goods to someone\n* selling business assets\n* commission").
:- sentence(0, 3, 19).
:- sentence(1, 21, 51).
:- sentence(2, 55, 116).
:- sentence(3, 119, 153).
:- sentence(4, 156, 179).
:- sentence(5, 182, 192).

:- dynamic it_is_business_sale/1.
:- ask(it_is_business_sale, bool, "Is it a business sale?", "it is a business sale", 2).
:- dynamic it_is_hiring_or_loaning_goods_to_someone/1.
:- ask(it_is_hiring_or_loaning_goods_to_someone, bool, "Is it hiring or loaning goods to someone?", "it is hiring or loaning goods to someone", 3).
:- dynamic it_is_selling_business_assets/1.
:- ask(it_is_selling_business_assets, bool, "Is it selling business assets?", "it is selling business assets", 4).
:- dynamic it_is_commission/1.
:- ask(it_is_commission, bool, "Is it commission?", "it is commission", 5).
:- dynamic it_is_business_sale_hiring_or_loaning_goods/1.
:- ask(it_is_business_sale_hiring_or_loaning_goods, bool, "Is it a business sale, hiring or loaning goods to someone, selling business assets or commission?", "it is a business sale, hiring or loaning goods to someone, selling business assets or commission", 1).
:- claim(vat_is_charged, "VAT is charged", 1).

% VAT is charged on things like:
:- from(1).
vat_is_charged :-
    group(it_is_business_sale_hiring_or_loaning_goods(true), (it_is_business_sale(true) ; it_is_hiring_or_loaning_goods_to_someone(true) ; it_is_selling_business_assets(true) ; it_is_commission(true))).

%%% 519-012188e7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('519-012188e7-0').
:- text("The Conservation Reserve Program (CRP) pays a yearly rental payment in exchange for farmers removing environmentally sensitive land from agricultural production and planting species that will improve environmental quality.").
:- sentence(0, 0, 222).

:- dynamic are_farmer_removing_environmentally_sensitive_land_from_agricultural/1.
:- ask(are_farmer_removing_environmentally_sensitive_land_from_agricultural, bool, "Are you a farmer removing environmentally sensitive land from agricultural production?", "you are a farmer removing environmentally sensitive land from agricultural production", 0).
:- dynamic are_planting_species/1.
:- ask(are_planting_species, bool, "Are you a planting species?", "you are a planting species", 0).
:- dynamic will_improve_environmental_quality/1.
:- ask(will_improve_environmental_quality, bool, "Will you improve environmental quality?", "you will improve environmental quality", 0).
:- dynamic are_planting_species_that_will_improve_environmental_quality/1.
:- ask(are_planting_species_that_will_improve_environmental_quality, bool, "Are you a planting species that will improve environmental quality?", "you are a planting species that will improve environmental quality", 0).
:- claim(can_get_conservation_reserve_program_crp, "you can get the Conservation Reserve Program (CRP)", 0).

% The Conservation Reserve Program (CRP) pays a yearly rental payment in exchange for farmers removing environmentally sensitive land from agricultural production and planting species that will improve 
:- from(0).
can_get_conservation_reserve_program_crp :-
    (are_farmer_removing_environmentally_sensitive_land_from_agricultural(true) ; group(are_planting_species_that_will_improve_environmental_quality(true), (are_planting_species(true), will_improve_environmental_quality(true)))).

%%% 520-b9560a49-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('520-b9560a49-0').
:- text("#  4. Maternity and childcare benefits\n\nYou can also get the following in an EEA country or Switzerland if you’re eligible:\n\n* Guardian’s Allowance (you can claim this if you’re getting Child Benefit for a child whose parents have both died)").
:- sentence(0, 3, 38).
:- sentence(1, 40, 123).
:- sentence(2, 127, 241).

:- dynamic are_getting_child_benefit_for_child_whose_parents/1.
:- ask(are_getting_child_benefit_for_child_whose_parents, bool, "Are you getting Child Benefit for a child whose parents have both died?", "you are getting Child Benefit for a child whose parents have both died", 2).
:- dynamic are_in_eea_country_or_switzerland/1.
:- ask(are_in_eea_country_or_switzerland, bool, "Are you in an EEA country or Switzerland?", "you are in an EEA country or Switzerland", 2).
:- claim(can_get_guardians_allowance_in_eea_country_or, "you can get Guardian's Allowance in an EEA country or Switzerland", 2).

% Guardian’s Allowance (you can claim this if you’re getting Child Benefit for a child whose parents have both died)
:- from(2).
can_get_guardians_allowance_in_eea_country_or :-
    are_getting_child_benefit_for_child_whose_parents(true),
    are_in_eea_country_or_switzerland(true).

%%% 521-e71cdd97-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('521-e71cdd97-0').
:- text("#  6. Immigration control\n\nYou may be able to get Child Tax Credit if you’re either working in the UK or you’re not working because you’re:\n\n* retired\n* pregnant or looking after children\n* sick or disabled or your partner has died").
:- sentence(0, 3, 25).
:- sentence(1, 27, 139).
:- sentence(2, 143, 150).
:- sentence(3, 153, 187).
:- sentence(4, 190, 231).

:- dynamic are_working_in_uk/1.
:- ask(are_working_in_uk, bool, "Are you working in the UK?", "you are working in the UK", 1).
:- dynamic are_working/1.
:- ask(are_working, bool, "Are you working?", "you are working", 1).
:- dynamic are_retired/1.
:- ask(are_retired, bool, "Are you retired?", "you are retired", 2).
:- dynamic are_pregnant/1.
:- ask(are_pregnant, bool, "Are you pregnant?", "you are pregnant", 3).
:- dynamic are_looking_after_children/1.
:- ask(are_looking_after_children, bool, "Are you looking after children?", "you are looking after children", 3).
:- dynamic are_pregnant_or_looking_after_children/1.
:- ask(are_pregnant_or_looking_after_children, bool, "Are you pregnant or looking after children?", "you are pregnant or looking after children", 1).
:- dynamic are_sick_or_disabled/1.
:- ask(are_sick_or_disabled, bool, "Are you sick or disabled?", "you are sick or disabled", 4).
:- dynamic partner_has_died/1.
:- ask(partner_has_died, bool, "Has your partner died?", "your partner has died", 4).
:- dynamic are_sick_or_disabled_or_your_partner_has/1.
:- ask(are_sick_or_disabled_or_your_partner_has, bool, "Are you sick or disabled or has your partner died?", "you're sick or disabled or your partner has died", 1).
:- claim(may_be_able_to_get_child_tax_credit, "you may be able to get Child Tax Credit", 1).

% You may be able to get Child Tax Credit if you’re either working in the UK or you’re not working because you’re:
:- from(1).
may_be_able_to_get_child_tax_credit :-
    (are_working_in_uk(true) ; are_working(false), (are_retired(true) ; group(are_pregnant_or_looking_after_children(true), (are_pregnant(true) ; are_looking_after_children(true))) ; group(are_sick_or_disabled_or_your_partner_has(true), (are_sick_or_disabled(true) ; partner_has_died(true))))).

%%% 522-6352ea35-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('522-6352ea35-0').
:- text("### Standard rate\n\nMost goods and services are standard rate. You should charge this rate unless the goods or services are classed as reduced or zero-rated.").
:- sentence(0, 4, 17).
:- sentence(1, 19, 61).
:- sentence(2, 62, 156).

:- dynamic goods_or_services_are_classed_as_reduced_or/1.
:- ask(goods_or_services_are_classed_as_reduced_or, bool, "Are the goods or services classed as reduced or zero-rated?", "the goods or services are classed as reduced or zero-rated", 2).
:- claim(should_charge_this_rate, "you should charge this rate (Standard rate)", 2).

% You should charge this rate unless the goods or services are classed as reduced or zero-rated.
:- from(2).
should_charge_this_rate :-
    \+ goods_or_services_are_classed_as_reduced_or(true).

%%% 523-b5408966-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('523-b5408966-0').
:- text("## Your National Insurance record\n\nYou’ll usually need at least 10 qualifying years on your National Insurance record to get any State Pension. They don’t have to be 10 qualifying years in a row.").
:- sentence(0, 3, 33).
:- sentence(1, 35, 143).
:- sentence(2, 144, 195).

:- dynamic get_any_state_pension/1.
:- ask(get_any_state_pension, bool, "Do you get any State Pension?", "you get any State Pension", 1).
:- dynamic have_qualifying_years_on_your_national_insurance_record/1.
:- ask(have_qualifying_years_on_your_national_insurance_record, number("qualifying years"), "How many qualifying years do you have on your National Insurance record?", "the number of qualifying years you have on your National Insurance record", 1).
:- comparison(have_qualifying_years_on_your_national_insurance_record >= 10, "Do you have at least 10 qualifying years on your National Insurance record?", 1).
:- claim(will_need_at_least_10_qualifying_years_on, "you'll need at least 10 qualifying years on your National Insurance record", 1).
:- claim(can_get_any_state_pension, "you can get any State Pension", 1).

% You’ll usually need at least 10 qualifying years on your National Insurance record to get any State Pension.
:- from(1).
will_need_at_least_10_qualifying_years_on :-
    get_any_state_pension(true).
can_get_any_state_pension :-
    have_qualifying_years_on_your_national_insurance_record(HaveQualifyingYearsOnYourNationalInsuranceRecord),
    HaveQualifyingYearsOnYourNationalInsuranceRecord >= 10.

%%% 524-8ea7c0bc-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('524-8ea7c0bc-0').
:- text("#  8. Bereavement benefits\n\nYou may be able to make a new claim if you live in certain countries outside the UK.").
:- sentence(0, 3, 26).
:- sentence(1, 28, 112).

:- dynamic live_in_certain_countries_outside_uk/1.
:- ask(live_in_certain_countries_outside_uk, bool, "Do you live in certain countries outside the UK?", "you live in certain countries outside the UK", 1).
:- claim(may_be_able_to_make_new_claim, "you may be able to make a new claim", 1).

% You may be able to make a new claim if you live in certain countries outside the UK.
:- from(1).
may_be_able_to_make_new_claim :-
    live_in_certain_countries_outside_uk(true).

%%% 525-47ac31d3-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('525-47ac31d3-0').
:- text("## Log on\n\nIf you are registered, log on to the Centrelink Information Exchange Service to access your secure web mailbox.").
:- sentence(0, 3, 9).
:- sentence(1, 11, 122).

:- dynamic are_registered/1.
:- ask(are_registered, bool, "Are you registered?", "you are registered", 1).
:- claim(log_on_to_centrelink_information_exchange_service_to, "you should log on to the Centrelink Information Exchange Service to access your secure web mailbox", 1).

% If you are registered, log on to the Centrelink Information Exchange Service to access your secure web mailbox.
:- from(1).
log_on_to_centrelink_information_exchange_service_to :-
    are_registered(true).

%%% 526-d19f1d41-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('526-d19f1d41-0').
:- text("#  Tax if you leave the UK to live abroad\n\nYou can claim certain UK benefits abroad, such as Jobseeker’s Allowance if you’re looking for work in a European Economic Area (EEA) country.").
:- sentence(0, 3, 41).
:- sentence(1, 43, 184).

:- dynamic are_looking_for_work_in_european_economic_area/1.
:- ask(are_looking_for_work_in_european_economic_area, bool, "Are you looking for work in a European Economic Area (EEA) country?", "you are looking for work in a European Economic Area (EEA) country", 1).
:- claim(can_claim_certain_uk_benefits_abroad_such_as, "you can claim certain UK benefits abroad, such as Jobseeker's Allowance", 1).

% You can claim certain UK benefits abroad, such as Jobseeker’s Allowance if you’re looking for work in a European Economic Area (EEA) country.
:- from(1).
can_claim_certain_uk_benefits_abroad_such_as :-
    are_looking_for_work_in_european_economic_area(true).

%%% 527-6e9c960e-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('527-6e9c960e-0').
:- text("## Sanctionable benefits\n\nThe following benefits can be reduced or stopped if you commit benefit fraud:\n\n* Industrial Injuries Retirement Allowance\n* Industrial Injuries Unemployability Supplement\n* Jobseeker’s Allowance\n* Severe Disablement Allowance").
:- sentence(0, 3, 24).
:- sentence(1, 26, 103).
:- sentence(2, 107, 147).
:- sentence(3, 150, 196).
:- sentence(4, 199, 220).
:- sentence(5, 223, 251).

:- dynamic commit_benefit_fraud/1.
:- ask(commit_benefit_fraud, bool, "Do you commit benefit fraud?", "you commit benefit fraud", 1).
:- dynamic industrial_injuries_retirement_allowance/1.
:- ask(industrial_injuries_retirement_allowance, bool, "Is it Industrial Injuries Retirement Allowance?", "Industrial Injuries Retirement Allowance", 2).
:- dynamic industrial_injuries_unemployability_supplement/1.
:- ask(industrial_injuries_unemployability_supplement, bool, "Is it Industrial Injuries Unemployability Supplement?", "Industrial Injuries Unemployability Supplement", 3).
:- dynamic jobseekers_allowance/1.
:- ask(jobseekers_allowance, bool, "Is it Jobseeker's Allowance?", "Jobseeker's Allowance", 4).
:- dynamic severe_disablement_allowance/1.
:- ask(severe_disablement_allowance, bool, "Is it Severe Disablement Allowance?", "Severe Disablement Allowance", 5).
:- claim(benefit_can_be_reduced_or_stopped, "the benefit can be reduced or stopped", 1).

% The following benefits can be reduced or stopped if you commit benefit fraud:
:- from(1).
benefit_can_be_reduced_or_stopped :-
    commit_benefit_fraud(true),
    (industrial_injuries_retirement_allowance(true) ; industrial_injuries_unemployability_supplement(true) ; jobseekers_allowance(true) ; severe_disablement_allowance(true)).

%%% 528-d4e1be84-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('528-d4e1be84-0').
:- text("## If you don’t agree with the response\n\nAsk the Tax Credit Office to review their response and send you a final decision.").
:- sentence(0, 3, 39).
:- sentence(1, 41, 122).

:- claim(describes_if_you_do_not_agree_with_response, "If you don’t agree with the response", 0).

% If you don’t agree with the response
:- from(0).
describes_if_you_do_not_agree_with_response.

%%% 529-1b20f5c2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('529-1b20f5c2-0').
:- text("The Fisheries Finance Program (FFP) is a direct government loan program that provides long term financing for the cost of construction or reconstruction of fishing vessels, fisheries facilities, aquacultural facilities and individual fishing quota in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries.").
:- sentence(0, 0, 310).

:- dynamic need_long_term_financing_for_cost_of_construction/1.
:- ask(need_long_term_financing_for_cost_of_construction, bool, "Do you need long term financing for the cost of construction or reconstruction of fishing vessels in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries?", "you need long term financing for the cost of construction or reconstruction of fishing vessels in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries", 0).
:- dynamic need_long_term_financing_for_cost_of_construction_2/1.
:- ask(need_long_term_financing_for_cost_of_construction_2, bool, "Do you need long term financing for the cost of construction or reconstruction of fisheries facilities in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries?", "you need long term financing for the cost of construction or reconstruction of fisheries facilities in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries", 0).
:- dynamic need_long_term_financing_for_cost_of_construction_3/1.
:- ask(need_long_term_financing_for_cost_of_construction_3, bool, "Do you need long term financing for the cost of construction or reconstruction of aquacultural facilities in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries?", "you need long term financing for the cost of construction or reconstruction of aquacultural facilities in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries", 0).
:- dynamic need_long_term_financing_for_cost_of_construction_4/1.
:- ask(need_long_term_financing_for_cost_of_construction_4, bool, "Do you need long term financing for the cost of construction or reconstruction of individual fishing quota in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries?", "you need long term financing for the cost of construction or reconstruction of individual fishing quota in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries", 0).
:- dynamic need_long_term_financing_for_cost_of_construction_5/1.
:- ask(need_long_term_financing_for_cost_of_construction_5, bool, "Do you need long term financing for the cost of construction or reconstruction of fishing vessels, fisheries facilities, aquacultural facilities and individual fishing quota in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries?", "you need long term financing for the cost of construction or reconstruction of fishing vessels, fisheries facilities, aquacultural facilities and individual fishing quota in the Northwest Halibut/Sablefish and Alaskan Crab Fisheries", 0).
:- claim(can_get_fisheries_finance_program_ffp, "you can get the Fisheries Finance Program (FFP)", 0).

% The Fisheries Finance Program (FFP) is a direct government loan program that provides long term financing for the cost of construction or reconstruction of fishing vessels, fisheries facilities, aquac
:- from(0).
can_get_fisheries_finance_program_ffp :-
    group(need_long_term_financing_for_cost_of_construction_5(true), (need_long_term_financing_for_cost_of_construction(true), need_long_term_financing_for_cost_of_construction_2(true), need_long_term_financing_for_cost_of_construction_3(true), need_long_term_financing_for_cost_of_construction_4(true))).

%%% 530-dbc77d1b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('530-dbc77d1b-0').
:- text("#  Export chemicals: licences and special rules\n\nWithin the EU, there aren’t special rules unless you export controlled chemicals, for example those with a military use.").
:- sentence(0, 3, 47).
:- sentence(1, 49, 169).

:- dynamic export_controlled_chemicals/1.
:- ask(export_controlled_chemicals, bool, "Do you export controlled chemicals?", "you export controlled chemicals", 1).
:- claim(within_eu_there_are_special_rules, "within the EU, there are special rules", 1).
:- claim(not_within_eu_there_are_special_rules, "within the EU, there are not special rules", 1).

% Within the EU, there aren’t special rules unless you export controlled chemicals, for example those with a military use.
:- from(1).
not_within_eu_there_are_special_rules :-
    \+ export_controlled_chemicals(true).
within_eu_there_are_special_rules :-
    \+ not_within_eu_there_are_special_rules.

%%% 531-6ad8b0ad-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('531-6ad8b0ad-0').
:- text("# Export food, drink and agricultural products: special rules\n\nMost countries require you to have a health certificate (‘phytosanitary certificate’) if you export fruit, vegetables or other plants to be used as food.").
:- sentence(0, 2, 61).
:- sentence(1, 63, 216).

:- dynamic export_fruit/1.
:- ask(export_fruit, bool, "Do you export fruit?", "you export fruit", 1).
:- dynamic export_vegetables/1.
:- ask(export_vegetables, bool, "Do you export vegetables?", "you export vegetables", 1).
:- dynamic export_other_plants_to_be_used_as_food/1.
:- ask(export_other_plants_to_be_used_as_food, bool, "Do you export other plants to be used as food?", "you export other plants to be used as food", 1).
:- dynamic export_fruit_vegetables_or_other_plants_to_be/1.
:- ask(export_fruit_vegetables_or_other_plants_to_be, bool, "Do you export fruit, vegetables or other plants to be used as food?", "you export fruit, vegetables or other plants to be used as food", 1).
:- claim(most_countries_require_you_to_have_health_certificate, "most countries require you to have a health certificate ('phytosanitary certificate')", 1).

% Most countries require you to have a health certificate (‘phytosanitary certificate’) if you export fruit, vegetables or other plants to be used as food.
:- from(1).
most_countries_require_you_to_have_health_certificate :-
    group(export_fruit_vegetables_or_other_plants_to_be(true), (export_fruit(true) ; export_vegetables(true) ; export_other_plants_to_be_used_as_food(true))).

%%% 532-fd9c08a2-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('532-fd9c08a2-0').
:- text("# Indiana Head Start\n\nPregnant women may also be eligible for Early Head Start.").
:- sentence(0, 2, 20).
:- sentence(1, 22, 79).

:- dynamic are_pregnant/1.
:- ask(are_pregnant, bool, "Are you pregnant?", "you are pregnant", 1).
:- claim(may_be_eligible_for_early_head_start, "you may be eligible for Early Head Start", 1).

% Pregnant women may also be eligible for Early Head Start.
:- from(1).
may_be_eligible_for_early_head_start :-
    are_pregnant(true).

%%% 533-4981cbbd-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('533-4981cbbd-0').
:- text("## Help with the form\n\nMonday to Friday, 8:30am to 5pm").
:- sentence(0, 3, 21).
:- sentence(1, 23, 54).

:- dynamic it_is_monday_to_friday/1.
:- ask(it_is_monday_to_friday, bool, "Is it Monday to Friday?", "it is Monday to Friday", 1).
:- dynamic it_is_between_8_30am_and_5pm/1.
:- ask(it_is_between_8_30am_and_5pm, bool, "Is it between 8:30am and 5pm?", "it is between 8:30am and 5pm", 1).
:- dynamic it_is_monday_to_friday_between_8_30am/1.
:- ask(it_is_monday_to_friday_between_8_30am, bool, "Is it Monday to Friday, between 8:30am and 5pm?", "it is Monday to Friday, between 8:30am and 5pm", 1).
:- claim(can_call_or_visit_now_help_with_form, "you can call or visit now (Help with the form)", 1).

% Monday to Friday, 8:30am to 5pm
:- from(1).
can_call_or_visit_now_help_with_form :-
    group(it_is_monday_to_friday_between_8_30am(true), (it_is_monday_to_friday(true), it_is_between_8_30am_and_5pm(true))).

%%% 534-abcbbe34-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('534-abcbbe34-0').
:- text("If you are in a declared disaster area and have experienced damage to your business, you may be eligible for financial assistance from the Small Business Administration (SBA). Businesses of any size and most private nonprofit organizations may apply to the SBA for a loan to recover after a disaster.").
:- sentence(0, 0, 175).
:- sentence(1, 176, 300).

:- dynamic are_in_declared_disaster_area/1.
:- ask(are_in_declared_disaster_area, bool, "Are you in a declared disaster area?", "you are in a declared disaster area", 0).
:- dynamic have_experienced_damage_to_your_business/1.
:- ask(have_experienced_damage_to_your_business, bool, "Have you experienced damage to your business?", "you have experienced damage to your business", 0).
:- dynamic are_in_declared_disaster_area_and_have_experienced/1.
:- ask(are_in_declared_disaster_area_and_have_experienced, bool, "Are you in a declared disaster area and have you experienced damage to your business?", "you are in a declared disaster area and have experienced damage to your business", 0).
:- dynamic are_business_of_any_size_and_most_private/1.
:- ask(are_business_of_any_size_and_most_private, bool, "Are you a business of any size and most private nonprofit organizations?", "you are a business of any size and most private nonprofit organizations", 1).
:- claim(may_be_eligible_for_financial_assistance_from_small, "you may be eligible for financial assistance from the Small Business Administration (SBA)", 0).
:- claim(may_apply_to_sba_for_loan_to_recover, "you may apply to the SBA for a loan to recover after a disaster", 1).

% If you are in a declared disaster area and have experienced damage to your business, you may be eligible for financial assistance from the Small Business Administration (SBA).
:- from(0).
may_be_eligible_for_financial_assistance_from_small :-
    group(are_in_declared_disaster_area_and_have_experienced(true), (are_in_declared_disaster_area(true), have_experienced_damage_to_your_business(true))).

% Businesses of any size and most private nonprofit organizations may apply to the SBA for a loan to recover after a disaster.
:- from(1).
may_apply_to_sba_for_loan_to_recover :-
    are_business_of_any_size_and_most_private(true).

%%% 535-ae12fb07-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('535-ae12fb07-0').
:- text("### Reduced fees\n\nYou can  apply for a 50% discount (PDF, 219KB, 1 page)  for the first £500 of APHA services in a financial year if either the following apply:\n\n* you’re not registered for VAT\n* your certified exports were worth less than £5,000 in the last financial year").
:- sentence(0, 4, 16).
:- sentence(1, 18, 160).
:- sentence(2, 164, 193).
:- sentence(3, 196, 273).

:- dynamic are_registered_for_vat/1.
:- ask(are_registered_for_vat, bool, "Are you registered for VAT?", "you are registered for VAT", 2).
:- dynamic certified_exports_were_worth_amount_in_last_financial/1.
:- ask(certified_exports_were_worth_amount_in_last_financial, number("£"), "How much were your certified exports worth in the last financial year?", "the amount your certified exports were worth in the last financial year", 3).
:- comparison(certified_exports_were_worth_amount_in_last_financial < 5000, "Were your certified exports worth less than £5,000 in the last financial year?", 3).
:- claim(can_apply_for_50_discount_for_first_500, "you can apply for a 50% discount for the first £500 of APHA services in a financial year", 1).

% You can apply for a 50% discount (PDF, 219KB, 1 page) for the first £500 of APHA services in a financial year if either the following apply:
:- from(1).
can_apply_for_50_discount_for_first_500 :-
    (are_registered_for_vat(false) ; certified_exports_were_worth_amount_in_last_financial(CertifiedExportsWereWorthAmountInLastFinancial), CertifiedExportsWereWorthAmountInLastFinancial < 5000).

%%% 536-f1eddc70-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('536-f1eddc70-0').
:- text("#  6. Benefits for carers and people with disabilities\n\nYou can’t claim Disability Living Allowance mobility component and Personal Independence Payment mobility component abroad.").
:- sentence(0, 3, 54).
:- sentence(1, 56, 179).

:- dynamic are_abroad/1.
:- ask(are_abroad, bool, "Are you abroad?", "you are abroad", 1).
:- claim(can_claim_disability_living_allowance_mobility_component_and, "you can claim Disability Living Allowance mobility component and Personal Independence Payment mobility component abroad", 1).
:- claim(not_can_claim_disability_living_allowance_mobility_component_and, "you can not claim Disability Living Allowance mobility component and Personal Independence Payment mobility component abroad", 1).

% You can’t claim Disability Living Allowance mobility component and Personal Independence Payment mobility component abroad.
:- from(1).
not_can_claim_disability_living_allowance_mobility_component_and :-
    are_abroad(true).
can_claim_disability_living_allowance_mobility_component_and :-
    \+ not_can_claim_disability_living_allowance_mobility_component_and.

%%% 537-bfb5746f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('537-bfb5746f-0').
:- text("#  Export animal bones, protein and other by-products: special rules\n\nYou need a commercial document to move animal by-products within the EU. You must use TRACES to create it if you’re moving:\n\n* category 1 or category 2 animal by-products - including meat and bone meal (MBM) or animal fat derived from them\n* processed animal proteins (PAPs) from category 3").
:- sentence(0, 3, 68).
:- sentence(1, 70, 142).
:- sentence(2, 143, 193).
:- sentence(3, 197, 309).
:- sentence(4, 312, 360).

:- dynamic move_animal_by_products_within_eu/1.
:- ask(move_animal_by_products_within_eu, bool, "Do you move animal by-products within the EU?", "you move animal by-products within the EU", 1).
:- dynamic have_commercial_document/1.
:- ask(have_commercial_document, bool, "Do you have a commercial document?", "you have a commercial document", 1).
:- dynamic are_moving_category_1_or_category_2_animal/1.
:- ask(are_moving_category_1_or_category_2_animal, bool, "Are you moving category 1 or category 2 animal by-products?", "you are moving category 1 or category 2 animal by-products", 3).
:- dynamic are_moving_processed_animal_proteins_paps_from_category/1.
:- ask(are_moving_processed_animal_proteins_paps_from_category, bool, "Are you moving processed animal proteins (PAPs) from category 3?", "you are moving processed animal proteins (PAPs) from category 3", 4).
:- dynamic are_moving_category_1_or_category_2_animal_2/1.
:- ask(are_moving_category_1_or_category_2_animal_2, bool, "Are you moving category 1 or category 2 animal by-products or processed animal proteins (PAPs) from category 3?", "you are moving category 1 or category 2 animal by-products or processed animal proteins (PAPs) from category 3", 2).
:- claim(need_commercial_document, "you need a commercial document", 1).
:- claim(can_move_animal_by_products_within_eu, "you can move animal by-products within the EU", 1).
:- claim(must_use_traces_to_create_it, "you must use TRACES to create it (Export animal bones, protein and other by-products: special rules)", 2).

% You need a commercial document to move animal by-products within the EU.
:- from(1).
need_commercial_document :-
    move_animal_by_products_within_eu(true).
can_move_animal_by_products_within_eu :-
    have_commercial_document(true).

% You must use TRACES to create it if you’re moving:
:- from(2).
must_use_traces_to_create_it :-
    group(are_moving_category_1_or_category_2_animal_2(true), (are_moving_category_1_or_category_2_animal(true) ; are_moving_processed_animal_proteins_paps_from_category(true))).

%%% 538-f951993d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('538-f951993d-0').
:- text("#  2. Eligibility\n\nYou can only make a new claim for Working Tax Credit if either of the following apply:\n\n* you don’t live in a Universal Credit area\n* you or your partner qualify for Pension Credit").
:- sentence(0, 3, 17).
:- sentence(1, 19, 105).
:- sentence(2, 109, 150).
:- sentence(3, 153, 199).

:- dynamic live_in_universal_credit_area/1.
:- ask(live_in_universal_credit_area, bool, "Do you live in a Universal Credit area?", "you live in a Universal Credit area", 2).
:- dynamic you_or_your_partner_qualify_for_pension_credit/1.
:- ask(you_or_your_partner_qualify_for_pension_credit, bool, "Do you or your partner qualify for Pension Credit?", "you or your partner qualify for Pension Credit", 3).
:- claim(can_make_new_claim_for_working_tax_credit, "you can make a new claim for Working Tax Credit", 1).

% You can only make a new claim for Working Tax Credit if either of the following apply:
:- from(1).
can_make_new_claim_for_working_tax_credit :-
    (live_in_universal_credit_area(false) ; you_or_your_partner_qualify_for_pension_credit(true)).

%%% 539-53416299-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('539-53416299-0').
:- text("## Industrial Injuries Disablement Benefit (IIDB)\n\nIf you’re getting Industrial Injuries Benefit for work-related accidents and illnesses, you can still get this in an EEA country.").
:- sentence(0, 3, 49).
:- sentence(1, 51, 180).

:- dynamic are_getting_industrial_injuries_benefit_for_work_related/1.
:- ask(are_getting_industrial_injuries_benefit_for_work_related, bool, "Are you getting Industrial Injuries Benefit for work-related accidents and illnesses?", "you are getting Industrial Injuries Benefit for work-related accidents and illnesses", 1).
:- dynamic are_in_eea_country/1.
:- ask(are_in_eea_country, bool, "Are you in an EEA country?", "you are in an EEA country", 1).
:- claim(can_get_this_in_eea_country, "you can get this in an EEA country (Industrial Injuries Disablement Benefit (IIDB))", 1).

% If you’re getting Industrial Injuries Benefit for work-related accidents and illnesses, you can still get this in an EEA country.
:- from(1).
can_get_this_in_eea_country :-
    are_getting_industrial_injuries_benefit_for_work_related(true),
    are_in_eea_country(true).

%%% 540-96435486-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('540-96435486-0').
:- text("#  3. Eligibility\n\nIf you have fewer than 30 qualifying years, your basic State Pension will be less than £122.30 per week but you might be able to top up by paying voluntary National Insurance contributions.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 208).

:- dynamic have_qualifying_years/1.
:- ask(have_qualifying_years, number("qualifying years"), "How many qualifying years do you have?", "the number of qualifying years you have", 1).
:- comparison(have_qualifying_years < 30, "Do you have fewer than 30 qualifying years?", 1).
:- claim(basic_state_pension_will_be_less_than_122, "your basic State Pension will be less than £122.30 per week", 1).
:- claim(might_be_able_to_top_up_by_paying, "you might be able to top up by paying voluntary National Insurance contributions", 1).

% If you have fewer than 30 qualifying years, your basic State Pension will be less than £122.30 per week but you might be able to top up by paying voluntary National Insurance contributions.
:- from(1).
basic_state_pension_will_be_less_than_122 :-
    have_qualifying_years(HaveQualifyingYears),
    HaveQualifyingYears < 30.
might_be_able_to_top_up_by_paying :-
    have_qualifying_years(HaveQualifyingYears),
    HaveQualifyingYears < 30.

%%% 541-9e34ff89-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('541-9e34ff89-0').
:- text("## Countries outside the EEA\n\nBereavement Support Payment:\n\n* New Zealand\n* the Philippines\n* Serbia\n* Turkey").
:- sentence(0, 3, 28).
:- sentence(1, 30, 58).
:- sentence(2, 62, 73).
:- sentence(3, 76, 91).
:- sentence(4, 94, 100).
:- sentence(5, 103, 109).

:- dynamic are_in_new_zealand/1.
:- ask(are_in_new_zealand, bool, "Are you in New Zealand?", "you are in New Zealand", 2).
:- dynamic are_in_philippines/1.
:- ask(are_in_philippines, bool, "Are you in the Philippines?", "you are in the Philippines", 3).
:- dynamic are_in_serbia/1.
:- ask(are_in_serbia, bool, "Are you in Serbia?", "you are in Serbia", 4).
:- dynamic are_in_turkey/1.
:- ask(are_in_turkey, bool, "Are you in Turkey?", "you are in Turkey", 5).
:- dynamic are_in_new_zealand_philippines_serbia_or_turkey/1.
:- ask(are_in_new_zealand_philippines_serbia_or_turkey, bool, "Are you in New Zealand, the Philippines, Serbia or Turkey?", "you are in New Zealand, the Philippines, Serbia or Turkey", 1).
:- claim(bereavement_support_payment, "Bereavement Support Payment", 1).

% Bereavement Support Payment:
:- from(1).
bereavement_support_payment :-
    group(are_in_new_zealand_philippines_serbia_or_turkey(true), (are_in_new_zealand(true) ; are_in_philippines(true) ; are_in_serbia(true) ; are_in_turkey(true))).

%%% 542-6fc2a141-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('542-6fc2a141-0').
:- text("## Not entitled to the minimum wage\n\nThe following types of workers aren’t entitled to the National Minimum Wage or National Living Wage:\n\n* self-employed people running their own business\n* company directors\n* volunteers or voluntary workers\n* workers on a government employment programme, such as the Work Programme").
:- sentence(0, 3, 35).
:- sentence(1, 37, 137).
:- sentence(2, 141, 188).
:- sentence(3, 191, 208).
:- sentence(4, 211, 242).
:- sentence(5, 245, 317).

:- dynamic are_self_employed_running_your_own_business/1.
:- ask(are_self_employed_running_your_own_business, bool, "Are you self-employed running your own business?", "you are self-employed running your own business", 2).
:- dynamic are_company_director/1.
:- ask(are_company_director, bool, "Are you a company director?", "you are a company director", 3).
:- dynamic are_volunteer_or_voluntary_worker/1.
:- ask(are_volunteer_or_voluntary_worker, bool, "Are you a volunteer or voluntary worker?", "you are a volunteer or voluntary worker", 4).
:- dynamic are_worker_on_government_employment_programme_such_as/1.
:- ask(are_worker_on_government_employment_programme_such_as, bool, "Are you a worker on a government employment programme, such as the Work Programme?", "you are a worker on a government employment programme, such as the Work Programme", 5).
:- dynamic are_self_employed_running_your_own_business_company/1.
:- ask(are_self_employed_running_your_own_business_company, bool, "Are you self-employed running your own business, a company director, a volunteer or voluntary worker or a worker on a government employment programme, such as the Work Programme?", "you are self-employed running your own business, a company director, a volunteer or voluntary worker or a worker on a government employment programme, such as the Work Programme", 1).
:- claim(are_entitled_to_national_minimum_wage_or_national, "you are entitled to the National Minimum Wage or National Living Wage", 1).
:- claim(not_are_entitled_to_national_minimum_wage_or_national, "you are not entitled to the National Minimum Wage or National Living Wage", 1).

% The following types of workers aren’t entitled to the National Minimum Wage or National Living Wage:
:- from(1).
not_are_entitled_to_national_minimum_wage_or_national :-
    group(are_self_employed_running_your_own_business_company(true), (are_self_employed_running_your_own_business(true) ; are_company_director(true) ; are_volunteer_or_voluntary_worker(true) ; are_worker_on_government_employment_programme_such_as(true))).
are_entitled_to_national_minimum_wage_or_national :-
    \+ not_are_entitled_to_national_minimum_wage_or_national.

%%% 543-cb0039c1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('543-cb0039c1-0').
:- text("## Benefits this applies to\n\nYou can ask for mandatory reconsideration for benefits including:\n\n* Compensation Recovery Scheme (including NHS recovery claims)\n* Diffuse Mesotheliomia Payment Scheme\n* Disability Living Allowance\n* Employment and Support Allowance (ESA)").
:- sentence(0, 3, 27).
:- sentence(1, 29, 94).
:- sentence(2, 98, 158).
:- sentence(3, 161, 197).
:- sentence(4, 200, 227).
:- sentence(5, 230, 268).

:- dynamic it_is_compensation_recovery_scheme_including_nhs_recovery/1.
:- ask(it_is_compensation_recovery_scheme_including_nhs_recovery, bool, "Is it Compensation Recovery Scheme (including NHS recovery claims)?", "it is Compensation Recovery Scheme (including NHS recovery claims)", 2).
:- dynamic it_is_diffuse_mesotheliomia_payment_scheme/1.
:- ask(it_is_diffuse_mesotheliomia_payment_scheme, bool, "Is it Diffuse Mesotheliomia Payment Scheme?", "it is Diffuse Mesotheliomia Payment Scheme", 3).
:- dynamic it_is_disability_living_allowance/1.
:- ask(it_is_disability_living_allowance, bool, "Is it Disability Living Allowance?", "it is Disability Living Allowance", 4).
:- dynamic it_is_employment_and_support_allowance_esa/1.
:- ask(it_is_employment_and_support_allowance_esa, bool, "Is it Employment and Support Allowance (ESA)?", "it is Employment and Support Allowance (ESA)", 5).
:- dynamic it_is_compensation_recovery_scheme_including_nhs_recovery_2/1.
:- ask(it_is_compensation_recovery_scheme_including_nhs_recovery_2, bool, "Is it Compensation Recovery Scheme (including NHS recovery claims), Diffuse Mesotheliomia Payment Scheme, Disability Living Allowance or Employment and Support Allowance (ESA)?", "it is Compensation Recovery Scheme (including NHS recovery claims), Diffuse Mesotheliomia Payment Scheme, Disability Living Allowance or Employment and Support Allowance (ESA)", 1).
:- claim(can_ask_for_mandatory_reconsideration_for_benefits, "you can ask for mandatory reconsideration for benefits", 1).

% You can ask for mandatory reconsideration for benefits including:
:- from(1).
can_ask_for_mandatory_reconsideration_for_benefits :-
    group(it_is_compensation_recovery_scheme_including_nhs_recovery_2(true), (it_is_compensation_recovery_scheme_including_nhs_recovery(true) ; it_is_diffuse_mesotheliomia_payment_scheme(true) ; it_is_disability_living_allowance(true) ; it_is_employment_and_support_allowance_esa(true))).

%%% 544-e5e62468-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('544-e5e62468-0').
:- text("#### Multiple devices\n\nYou can only use the Express Plus Child Support mobile app on 1 device. If you want to use the app on multiple devices you will need to change the PIN each time.").
:- sentence(0, 5, 21).
:- sentence(1, 23, 94).
:- sentence(2, 95, 184).

:- dynamic want_to_use_app_on_multiple_devices/1.
:- ask(want_to_use_app_on_multiple_devices, bool, "Do you want to use the app on multiple devices?", "you want to use the app on multiple devices", 2).
:- claim(will_need_to_change_pin_each_time, "you will need to change the PIN each time", 2).
:- claim(can_use_express_plus_child_support_mobile_app, "you can use the Express Plus Child Support mobile app on 1 device", 1).

% If you want to use the app on multiple devices you will need to change the PIN each time.
:- from(2).
will_need_to_change_pin_each_time :-
    want_to_use_app_on_multiple_devices(true).

% You can only use the Express Plus Child Support mobile app on 1 device.
:- from(1).
can_use_express_plus_child_support_mobile_app :-
    true.

%%% 545-63de85a5-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('545-63de85a5-0').
:- text("#  2. Who gets the minimum wage\n\nWorkers are also entitled to the correct minimum wage if they’re:\n\n* foreign workers\n* seafarers\n* offshore workers").
:- sentence(0, 3, 31).
:- sentence(1, 33, 98).
:- sentence(2, 102, 117).
:- sentence(3, 120, 129).
:- sentence(4, 132, 148).

:- dynamic are_foreign_worker/1.
:- ask(are_foreign_worker, bool, "Are you a foreign worker?", "you are a foreign worker", 2).
:- dynamic are_seafarer/1.
:- ask(are_seafarer, bool, "Are you a seafarer?", "you are a seafarer", 3).
:- dynamic are_offshore_worker/1.
:- ask(are_offshore_worker, bool, "Are you an offshore worker?", "you are an offshore worker", 4).
:- dynamic are_foreign_worker_seafarer_or_offshore_worker/1.
:- ask(are_foreign_worker_seafarer_or_offshore_worker, bool, "Are you a foreign worker, a seafarer or an offshore worker?", "you are a foreign worker, a seafarer or an offshore worker", 1).
:- claim(are_entitled_to_correct_minimum_wage, "you are entitled to the correct minimum wage", 1).

% Workers are also entitled to the correct minimum wage if they’re:
:- from(1).
are_entitled_to_correct_minimum_wage :-
    group(are_foreign_worker_seafarer_or_offshore_worker(true), (are_foreign_worker(true) ; are_seafarer(true) ; are_offshore_worker(true))).

%%% 546-5841de62-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('546-5841de62-0').
:- text("#  1. Overview\n\nYou can apply for a Tier 4 (General) student visa to study in the UK if you’re 16 or over and you:\n\n* meet the other eligibility requirements").
:- sentence(0, 3, 14).
:- sentence(1, 16, 114).
:- sentence(2, 118, 157).

:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 1).
:- comparison(age >= 16, "Are you 16 or over?", 1).
:- dynamic meet_other_eligibility_requirements/1.
:- ask(meet_other_eligibility_requirements, bool, "Do you meet the other eligibility requirements?", "you meet the other eligibility requirements", 2).
:- claim(can_apply_for_tier_4_general_student_visa, "you can apply for a Tier 4 (General) student visa to study in the UK", 1).

% You can apply for a Tier 4 (General) student visa to study in the UK if you’re 16 or over and you:
:- from(1).
can_apply_for_tier_4_general_student_visa :-
    age(Age),
    Age >= 16,
    meet_other_eligibility_requirements(true).

%%% 547-ab3af9f1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('547-ab3af9f1-0').
:- text("## Guarantee Credit\n\nTo qualify for Guarantee Credit:\n\n* you must live in England, Scotland or Wales\n* you or your partner must have reached Pension Credit qualifying age").
:- sentence(0, 3, 19).
:- sentence(1, 21, 53).
:- sentence(2, 57, 100).
:- sentence(3, 103, 170).

:- dynamic live_in_england/1.
:- ask(live_in_england, bool, "Do you live in England?", "you live in England", 2).
:- dynamic live_in_scotland/1.
:- ask(live_in_scotland, bool, "Do you live in Scotland?", "you live in Scotland", 2).
:- dynamic live_in_wales/1.
:- ask(live_in_wales, bool, "Do you live in Wales?", "you live in Wales", 2).
:- dynamic live_in_england_scotland_or_wales/1.
:- ask(live_in_england_scotland_or_wales, bool, "Do you live in England, Scotland or Wales?", "you live in England, Scotland or Wales", 1).
:- dynamic you_or_your_partner_have_reached_pension_credit/1.
:- ask(you_or_your_partner_have_reached_pension_credit, bool, "Have you or your partner reached Pension Credit qualifying age?", "you or your partner have reached Pension Credit qualifying age", 3).
:- claim(can_qualify_for_guarantee_credit, "you can qualify for Guarantee Credit", 1).

% To qualify for Guarantee Credit:
:- from(1).
can_qualify_for_guarantee_credit :-
    group(live_in_england_scotland_or_wales(true), (live_in_england(true) ; live_in_scotland(true) ; live_in_wales(true))),
    you_or_your_partner_have_reached_pension_credit(true).

%%% 548-fd828242-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('548-fd828242-0').
:- text("## Returning to work\n\nEmployees have the right to return to their job if they take:\n\n* Paternity Leave\n* only 26 weeks of Maternity or Adoption Leave\n* only 26 weeks of Shared Parental Leave (between both parents)\n* 4 weeks or less of unpaid Parental Leave").
:- sentence(0, 3, 20).
:- sentence(1, 22, 83).
:- sentence(2, 87, 102).
:- sentence(3, 105, 149).
:- sentence(4, 152, 213).
:- sentence(5, 216, 256).

:- dynamic take_paternity_leave/1.
:- ask(take_paternity_leave, bool, "Do you take Paternity Leave?", "you take Paternity Leave", 2).
:- dynamic take_only_26_weeks_of_maternity_or_adoption/1.
:- ask(take_only_26_weeks_of_maternity_or_adoption, bool, "Do you take only 26 weeks of Maternity or Adoption Leave?", "you take only 26 weeks of Maternity or Adoption Leave", 3).
:- dynamic take_only_26_weeks_of_shared_parental_leave/1.
:- ask(take_only_26_weeks_of_shared_parental_leave, bool, "Do you take only 26 weeks of Shared Parental Leave (between both parents)?", "you take only 26 weeks of Shared Parental Leave (between both parents)", 4).
:- dynamic take_weeks_of_unpaid_parental_leave/1.
:- ask(take_weeks_of_unpaid_parental_leave, number("weeks"), "How many weeks of unpaid Parental Leave do you take?", "the number of weeks of unpaid Parental Leave you take", 5).
:- comparison(take_weeks_of_unpaid_parental_leave =< 4, "Do you take 4 weeks or less of unpaid Parental Leave?", 5).
:- dynamic take_paternity_leave_only_26_weeks_of_maternity/1.
:- ask(take_paternity_leave_only_26_weeks_of_maternity, bool, "Do you take Paternity Leave, only 26 weeks of Maternity or Adoption Leave, only 26 weeks of Shared Parental Leave (between both parents) or 4 weeks or less of unpaid Parental Leave?", "you take Paternity Leave, only 26 weeks of Maternity or Adoption Leave, only 26 weeks of Shared Parental Leave (between both parents) or 4 weeks or less of unpaid Parental Leave", 1).
:- claim(have_right_to_return_to_your_job, "you have the right to return to your job", 1).

% Employees have the right to return to their job if they take:
:- from(1).
have_right_to_return_to_your_job :-
    group(take_paternity_leave_only_26_weeks_of_maternity(true), (take_paternity_leave(true) ; take_only_26_weeks_of_maternity_or_adoption(true) ; take_only_26_weeks_of_shared_parental_leave(true) ; take_weeks_of_unpaid_parental_leave(TakeWeeksOfUnpaidParentalLeave), TakeWeeksOfUnpaidParentalLeave =< 4)).

%%% 549-7386c87a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('549-7386c87a-0').
:- text("### Features of Centrepay\n\nThere’s a $10 minimum amount for each regular deduction. Each deduction can have an end date or target amount in place.").
:- sentence(0, 4, 25).
:- sentence(1, 27, 83).
:- sentence(2, 84, 146).

:- claim(theres_10_minimum_amount_for_each_regular_deduction, "there's a $10 minimum amount for each regular deduction", 1).
:- claim(each_deduction_can_have_end_date_or_target, "each deduction can have an end date or target amount in place", 2).

% There’s a $10 minimum amount for each regular deduction.
:- from(1).
theres_10_minimum_amount_for_each_regular_deduction :-
    true.

% Each deduction can have an end date or target amount in place.
:- from(2).
each_deduction_can_have_end_date_or_target :-
    true.

%%% 550-29029a2b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('550-29029a2b-0').
:- text("SBA can only approve loans to applicants with a reasonable ability to repay the loan and other obligations from earnings.").
:- sentence(0, 0, 121).

:- claim(sba_can_approve_loans_to_applicants_with_reasonable, "SBA can approve loans to applicants with a reasonable ability to repay the loan and other obligations from earnings", 0).

% SBA can only approve loans to applicants with a reasonable ability to repay the loan and other obligations from earnings.
:- from(0).
sba_can_approve_loans_to_applicants_with_reasonable :-
    true.

%%% 551-f1a15ee4-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('551-f1a15ee4-0').
:- text("## Checklist\n\nImmunise your baby according to the National Immunisation Program Schedule. If your child isn't immunised or doesn't have an approved exemption you can't get some family assistance payments. You can use the Australian Immunisation Register to keep track of their immunisations.").
:- sentence(0, 3, 12).
:- sentence(1, 14, 89).
:- sentence(2, 90, 204).
:- sentence(3, 205, 291).

:- dynamic child_is_immunised/1.
:- ask(child_is_immunised, bool, "Is your child immunised?", "your child is immunised", 2).
:- dynamic child_has_approved_exemption/1.
:- ask(child_has_approved_exemption, bool, "Does your child have an approved exemption?", "your child has an approved exemption", 2).
:- claim(can_get_some_family_assistance_payments, "you can get some family assistance payments", 2).
:- claim(not_can_get_some_family_assistance_payments, "you can not get some family assistance payments", 2).
:- claim(can_use_australian_immunisation_register_to_keep_track, "you can use the Australian Immunisation Register to keep track of their immunisations", 3).

% If your child isn't immunised or doesn't have an approved exemption you can't get some family assistance payments.
:- from(2).
not_can_get_some_family_assistance_payments :-
    child_is_immunised(false),
    child_has_approved_exemption(false).
can_get_some_family_assistance_payments :-
    \+ not_can_get_some_family_assistance_payments.

% You can use the Australian Immunisation Register to keep track of their immunisations.
:- from(3).
can_use_australian_immunisation_register_to_keep_track :-
    true.

%%% 552-add15fff-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('552-add15fff-0').
:- text("### Housing Benefit paid directly to your landlord\n\nYour landlord may be asked to repay the money if they’re responsible for an overpayment. You may have to repay if it was your fault.").
:- sentence(0, 4, 50).
:- sentence(1, 52, 140).
:- sentence(2, 141, 184).

:- dynamic landlord_is_responsible_for_overpayment/1.
:- ask(landlord_is_responsible_for_overpayment, bool, "Is your landlord responsible for an overpayment?", "your landlord is responsible for an overpayment", 1).
:- dynamic it_was_your_fault/1.
:- ask(it_was_your_fault, bool, "Was it your fault?", "it was your fault", 2).
:- claim(landlord_may_be_asked_to_repay_money, "your landlord may be asked to repay the money", 1).
:- claim(may_have_to_repay, "you may have to repay", 2).

% Your landlord may be asked to repay the money if they’re responsible for an overpayment.
:- from(1).
landlord_may_be_asked_to_repay_money :-
    landlord_is_responsible_for_overpayment(true).

% You may have to repay if it was your fault.
:- from(2).
may_have_to_repay :-
    it_was_your_fault(true).

%%% 553-ed80ed5a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('553-ed80ed5a-0').
:- text("## Working Tax Credit\n\nYou may be able to get Working Tax Credit if you live in:\n\n* an EEA country (including Switzerland) and work in the UK\n* the UK and work in an EEA country (including Switzerland)").
:- sentence(0, 3, 21).
:- sentence(1, 23, 80).
:- sentence(2, 84, 141).
:- sentence(3, 144, 201).

:- dynamic live_in_eea_country_including_switzerland_and_work/1.
:- ask(live_in_eea_country_including_switzerland_and_work, bool, "Do you live in an EEA country (including Switzerland) and work in the UK?", "you live in an EEA country (including Switzerland) and work in the UK", 2).
:- dynamic live_in_uk_and_work_in_eea_country/1.
:- ask(live_in_uk_and_work_in_eea_country, bool, "Do you live in the UK and work in an EEA country (including Switzerland)?", "you live in the UK and work in an EEA country (including Switzerland)", 3).
:- dynamic live_in_eea_country_including_switzerland_and_work_2/1.
:- ask(live_in_eea_country_including_switzerland_and_work_2, bool, "Do you live in an EEA country (including Switzerland) and work in the UK or the UK and work in an EEA country (including Switzerland)?", "you live in an EEA country (including Switzerland) and work in the UK or the UK and work in an EEA country (including Switzerland)", 1).
:- claim(may_be_able_to_get_working_tax_credit, "you may be able to get Working Tax Credit", 1).

% You may be able to get Working Tax Credit if you live in:
:- from(1).
may_be_able_to_get_working_tax_credit :-
    group(live_in_eea_country_including_switzerland_and_work_2(true), (live_in_eea_country_including_switzerland_and_work(true) ; live_in_uk_and_work_in_eea_country(true))).

%%% 554-21f46617-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('554-21f46617-0').
:- text("#  1. Overview\n\nThe basic amount of Working Tax Credit is up to £1,960 a year - you could get more (or less) depending on your circumstances and income.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 152).

:- claim(basic_amount_of_working_tax_credit_is_up, "the basic amount of Working Tax Credit is up to £1,960 a year", 1).
:- claim(could_get_more_or_less_depending_on_your, "you could get more (or less) depending on your circumstances and income", 1).

% The basic amount of Working Tax Credit is up to £1,960 a year - you could get more (or less) depending on your circumstances and income.
:- from(1).
basic_amount_of_working_tax_credit_is_up :-
    true.
could_get_more_or_less_depending_on_your :-
    true.

%%% 555-ddd4a6e8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('555-ddd4a6e8-0').
:- text("## Savings Credit\n\nTo qualify for the extra Savings Credit you or your partner must be 65 or over.").
:- sentence(0, 3, 17).
:- sentence(1, 19, 98).

:- dynamic you_or_your_partner_are_65_or_over/1.
:- ask(you_or_your_partner_are_65_or_over, bool, "Are you or your partner 65 or over?", "you or your partner are 65 or over", 1).
:- claim(can_qualify_for_extra_savings_credit, "you can qualify for the extra Savings Credit", 1).

% To qualify for the extra Savings Credit you or your partner must be 65 or over.
:- from(1).
can_qualify_for_extra_savings_credit :-
    you_or_your_partner_are_65_or_over(true).

%%% 556-54a34aea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('556-54a34aea-0').
:- text("#  6. Benefits for carers and people with disabilities\n\nYou can carry on claiming Carer’s Allowance if you take up to 4 weeks holiday out of a 26-week period.").
:- sentence(0, 3, 54).
:- sentence(1, 56, 158).

:- dynamic take_up_to_4_weeks_holiday_out_of/1.
:- ask(take_up_to_4_weeks_holiday_out_of, bool, "Do you take up to 4 weeks holiday out of a 26-week period?", "you take up to 4 weeks holiday out of a 26-week period", 1).
:- claim(can_carry_on_claiming_carers_allowance, "you can carry on claiming Carer's Allowance", 1).

% You can carry on claiming Carer’s Allowance if you take up to 4 weeks holiday out of a 26-week period.
:- from(1).
can_carry_on_claiming_carers_allowance :-
    take_up_to_4_weeks_holiday_out_of(true).

%%% 557-6ce78a1a-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('557-6ce78a1a-0').
:- text("#  1. Overview\n\nThe National Minimum Wage is the minimum pay per hour almost all workers are entitled to. The National Living Wage is higher than the National Minimum Wage - workers get it if they’re over 25.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 105).
:- sentence(2, 106, 208).

:- dynamic they_age/1.
:- ask(they_age, number("years"), "How old are they?", "their age", 2).
:- comparison(they_age > 25, "Are they over 25?", 2).
:- claim(national_living_wage_is_higher_than_national_minimum, "the National Living Wage is higher than the National Minimum Wage - workers get it (Overview)", 2).
:- claim(national_minimum_wage_is_minimum_pay_per_hour, "the National Minimum Wage is the minimum pay per hour almost all workers are entitled", 1).

% The National Living Wage is higher than the National Minimum Wage - workers get it if they’re over 25.
:- from(2).
national_living_wage_is_higher_than_national_minimum :-
    they_age(TheyAge),
    TheyAge > 25.

% The National Minimum Wage is the minimum pay per hour almost all workers are entitled to.
:- from(1).
national_minimum_wage_is_minimum_pay_per_hour :-
    true.

%%% 558-c1c7ef4c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('558-c1c7ef4c-0').
:- text("### If you reached State Pension age before 6 April 2010\n\nYou can’t inherit your spouse or civil partner’s Additional State Pension if they died before they reached their State Pension age and after you reached yours.").
:- sentence(0, 4, 56).
:- sentence(1, 58, 217).

:- dynamic spouse_or_civil_partner_died_before_they_reached/1.
:- ask(spouse_or_civil_partner_died_before_they_reached, bool, "Did your spouse or civil partner die before they reached their State Pension age?", "your spouse or civil partner died before they reached their State Pension age", 1).
:- dynamic spouse_or_civil_partner_died_after_you_reached/1.
:- ask(spouse_or_civil_partner_died_after_you_reached, bool, "Did your spouse or civil partner die after you reached your State Pension age?", "your spouse or civil partner died after you reached your State Pension age", 1).
:- dynamic spouse_or_civil_partner_died_before_they_reached_2/1.
:- ask(spouse_or_civil_partner_died_before_they_reached_2, bool, "Did your spouse or civil partner die before they reached their State Pension age and after you reached your State Pension age?", "your spouse or civil partner died before they reached their State Pension age and after you reached your State Pension age", 1).
:- claim(can_inherit_your_spouse_or_civil_partners_additional, "you can inherit your spouse or civil partner's Additional State Pension", 1).
:- claim(not_can_inherit_your_spouse_or_civil_partners_additional, "you can not inherit your spouse or civil partner's Additional State Pension", 1).

% You can’t inherit your spouse or civil partner’s Additional State Pension if they died before they reached their State Pension age and after you reached yours.
:- from(1).
not_can_inherit_your_spouse_or_civil_partners_additional :-
    group(spouse_or_civil_partner_died_before_they_reached_2(true), (spouse_or_civil_partner_died_before_they_reached(true), spouse_or_civil_partner_died_after_you_reached(true))).
can_inherit_your_spouse_or_civil_partners_additional :-
    \+ not_can_inherit_your_spouse_or_civil_partners_additional.

%%% 559-bdfc1529-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('559-bdfc1529-0').
:- text("#  1. Overview\n\nYou can’t charge or show VAT on your invoices until you get your VAT number. However, you’ll still have to pay the VAT to HMRC for this period.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 92).
:- sentence(2, 93, 159).

:- dynamic get_your_vat_number/1.
:- ask(get_your_vat_number, bool, "Do you get your VAT number?", "you get your VAT number", 1).
:- dynamic pay_vat_to_hmrc_for_this_period/1.
:- ask(pay_vat_to_hmrc_for_this_period, bool, "Do you pay the VAT to HMRC for this period?", "you pay the VAT to HMRC for this period", 2).
:- claim(can_charge_or_show_vat_on_your_invoices, "you can charge or show VAT on your invoices", 1).
:- claim(not_can_charge_or_show_vat_on_your_invoices, "you can not charge or show VAT on your invoices", 1).
:- claim(meet_conditions_overview, "you meet the conditions (Overview)", 2).

% You can’t charge or show VAT on your invoices until you get your VAT number.
:- from(1).
not_can_charge_or_show_vat_on_your_invoices :-
    \+ get_your_vat_number(true).
can_charge_or_show_vat_on_your_invoices :-
    \+ not_can_charge_or_show_vat_on_your_invoices.

% However, you’ll still have to pay the VAT to HMRC for this period.
:- from(2).
meet_conditions_overview_requirement_1 :-
    pay_vat_to_hmrc_for_this_period(true).
meet_conditions_overview :-
    meet_conditions_overview_requirement_1.

%%% 560-37887782-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('560-37887782-0').
:- text("## Register for VAT\n\nMost businesses can register online - including partnerships and a group of companies registering under one VAT number.").
:- sentence(0, 3, 19).
:- sentence(1, 21, 140).

:- dynamic are_business/1.
:- ask(are_business, bool, "Are you a business?", "you are a business", 1).
:- claim(can_register_online_including_partnerships_and_group_of, "you can register online - including partnerships and a group of companies registering under one VAT number", 1).

% Most businesses can register online - including partnerships and a group of companies registering under one VAT number.
:- from(1).
can_register_online_including_partnerships_and_group_of :-
    are_business(true).

%%% 561-049c5dec-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('561-049c5dec-0').
:- text("## Digital services\n\nDigital services include things like broadcasting, telecommunications services, video on demand, downloadable music, games, apps, software and ebooks.").
:- sentence(0, 3, 19).
:- sentence(1, 21, 171).

:- dynamic service_is_broadcasting/1.
:- ask(service_is_broadcasting, bool, "Is the service broadcasting?", "the service is broadcasting", 1).
:- dynamic service_is_telecommunications_services/1.
:- ask(service_is_telecommunications_services, bool, "Is the service telecommunications services?", "the service is telecommunications services", 1).
:- dynamic service_is_video_on_demand/1.
:- ask(service_is_video_on_demand, bool, "Is the service video on demand?", "the service is video on demand", 1).
:- dynamic service_is_downloadable_music/1.
:- ask(service_is_downloadable_music, bool, "Is the service downloadable music?", "the service is downloadable music", 1).
:- dynamic service_is_games/1.
:- ask(service_is_games, bool, "Is the service games?", "the service is games", 1).
:- dynamic service_is_apps/1.
:- ask(service_is_apps, bool, "Is the service apps?", "the service is apps", 1).
:- dynamic service_is_software/1.
:- ask(service_is_software, bool, "Is the service software?", "the service is software", 1).
:- dynamic service_is_ebooks/1.
:- ask(service_is_ebooks, bool, "Is the service ebooks?", "the service is ebooks", 1).
:- claim(it_is_digital_service, "it is a Digital service (Digital services)", 1).

% Digital services include things like broadcasting, telecommunications services, video on demand, downloadable music, games, apps, software and ebooks.
:- from(1).
it_is_digital_service :-
    (service_is_broadcasting(true) ; service_is_telecommunications_services(true) ; service_is_video_on_demand(true) ; service_is_downloadable_music(true) ; service_is_games(true) ; service_is_apps(true) ; service_is_software(true) ; service_is_ebooks(true)).

%%% 562-4ac26364-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('562-4ac26364-0').
:- text("### Who can use online claiming\n\nApproved aged care providers and authorised staff members can access online claiming if they're registered with us as:\n\n* a Residential Care service\n* a Home Care service\n* a Multipurpose service, or\n* an Aged Care Assessment Team").
:- sentence(0, 4, 31).
:- sentence(1, 33, 151).
:- sentence(2, 155, 181).
:- sentence(3, 184, 203).
:- sentence(4, 206, 232).
:- sentence(5, 235, 263).

:- dynamic are_registered_with_us_as_residential_care_service/1.
:- ask(are_registered_with_us_as_residential_care_service, bool, "Are you registered with us as a Residential Care service?", "you are registered with us as a Residential Care service", 2).
:- dynamic are_registered_with_us_as_home_care_service/1.
:- ask(are_registered_with_us_as_home_care_service, bool, "Are you registered with us as a Home Care service?", "you are registered with us as a Home Care service", 3).
:- dynamic are_registered_with_us_as_multipurpose_service/1.
:- ask(are_registered_with_us_as_multipurpose_service, bool, "Are you registered with us as a Multipurpose service?", "you are registered with us as a Multipurpose service", 4).
:- dynamic are_registered_with_us_as_aged_care_assessment/1.
:- ask(are_registered_with_us_as_aged_care_assessment, bool, "Are you registered with us as an Aged Care Assessment Team?", "you are registered with us as an Aged Care Assessment Team", 5).
:- dynamic are_registered_with_us_as_residential_care_service_2/1.
:- ask(are_registered_with_us_as_residential_care_service_2, bool, "Are you registered with us as a Residential Care service, a Home Care service, a Multipurpose service or an Aged Care Assessment Team?", "you are registered with us as a Residential Care service, a Home Care service, a Multipurpose service or an Aged Care Assessment Team", 1).
:- claim(approved_aged_care_providers_and_authorised_staff_members, "approved aged care providers and authorised staff members can access online claiming", 1).

% Approved aged care providers and authorised staff members can access online claiming if they're registered with us as:
:- from(1).
approved_aged_care_providers_and_authorised_staff_members :-
    group(are_registered_with_us_as_residential_care_service_2(true), (are_registered_with_us_as_residential_care_service(true) ; are_registered_with_us_as_home_care_service(true) ; are_registered_with_us_as_multipurpose_service(true) ; are_registered_with_us_as_aged_care_assessment(true))).

%%% 563-12c132a7-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('563-12c132a7-0').
:- text("### Benefits for your Business\n\nYou can get support from our Centrepay for Businesses team from 8:30 am to 5:00 pm local time, Monday to Friday.").
:- sentence(0, 4, 30).
:- sentence(1, 32, 144).

:- dynamic it_is_between_8_30_am_and_5/1.
:- ask(it_is_between_8_30_am_and_5, bool, "Is it between 8:30 am and 5:00 pm local time?", "it is between 8:30 am and 5:00 pm local time", 1).
:- dynamic it_is_monday_to_friday/1.
:- ask(it_is_monday_to_friday, bool, "Is it Monday to Friday?", "it is Monday to Friday", 1).
:- dynamic it_is_between_8_30_am_and_5_2/1.
:- ask(it_is_between_8_30_am_and_5_2, bool, "Is it between 8:30 am and 5:00 pm local time, Monday to Friday?", "it is between 8:30 am and 5:00 pm local time, Monday to Friday", 1).
:- claim(can_get_support_from_our_centrepay_for_businesses, "you can get support from our Centrepay for Businesses team", 1).

% You can get support from our Centrepay for Businesses team from 8:30 am to 5:00 pm local time, Monday to Friday.
:- from(1).
can_get_support_from_our_centrepay_for_businesses :-
    group(it_is_between_8_30_am_and_5_2(true), (it_is_between_8_30_am_and_5(true), it_is_monday_to_friday(true))).

%%% 564-3d7ea011-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('564-3d7ea011-0').
:- text("Per Title 29-A, 2323 of the Maine Revised Statutes, all bicycle riders under 16 years old on public roadways and public bikeways must wear helmets.").
:- sentence(0, 0, 147).

:- dynamic are_bicycle_rider_on_public_roadways_and_public/1.
:- ask(are_bicycle_rider_on_public_roadways_and_public, bool, "Are you a bicycle rider on public roadways and public bikeways?", "you are a bicycle rider on public roadways and public bikeways", 0).
:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 0).
:- comparison(age < 16, "Are you under 16 years old?", 0).
:- claim(must_wear_helmets, "you must wear helmets", 0).

% Per Title 29-A, 2323 of the Maine Revised Statutes, all bicycle riders under 16 years old on public roadways and public bikeways must wear helmets.
:- from(0).
must_wear_helmets :-
    are_bicycle_rider_on_public_roadways_and_public(true),
    age(Age),
    Age < 16.

%%% 565-7d8ed36d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('565-7d8ed36d-0').
:- text("## Voluntary work\n\nYou’re classed as doing voluntary work if you can only get certain limited benefits (for example reasonable travel or lunch expenses) and you’re working for a:\n\n* charity\n* voluntary organisation or associated fund-raising body\n* statutory body").
:- sentence(0, 3, 17).
:- sentence(1, 19, 178).
:- sentence(2, 182, 189).
:- sentence(3, 192, 246).
:- sentence(4, 249, 263).

:- dynamic can_only_get_certain_limited_benefits_for_example/1.
:- ask(can_only_get_certain_limited_benefits_for_example, bool, "Can you only get certain limited benefits?", "you can only get certain limited benefits (for example reasonable travel or lunch expenses)", 1).
:- dynamic are_working_for_charity/1.
:- ask(are_working_for_charity, bool, "Are you working for a charity?", "you are working for a charity", 2).
:- dynamic are_working_for_voluntary_organisation_or_associated_fund/1.
:- ask(are_working_for_voluntary_organisation_or_associated_fund, bool, "Are you working for a voluntary organisation or associated fund-raising body?", "you are working for a voluntary organisation or associated fund-raising body", 3).
:- dynamic are_working_for_statutory_body/1.
:- ask(are_working_for_statutory_body, bool, "Are you working for a statutory body?", "you are working for a statutory body", 4).
:- dynamic are_working_for_charity_voluntary_organisation_or_associated/1.
:- ask(are_working_for_charity_voluntary_organisation_or_associated, bool, "Are you working for a charity, voluntary organisation or associated fund-raising body or statutory body?", "you are working for a charity, voluntary organisation or associated fund-raising body or statutory body", 1).
:- claim(are_classed_as_doing_voluntary_work, "you are classed as doing voluntary work", 1).

% You’re classed as doing voluntary work if you can only get certain limited benefits (for example reasonable travel or lunch expenses) and you’re working for a:
:- from(1).
are_classed_as_doing_voluntary_work :-
    can_only_get_certain_limited_benefits_for_example(true),
    group(are_working_for_charity_voluntary_organisation_or_associated(true), (are_working_for_charity(true) ; are_working_for_voluntary_organisation_or_associated_fund(true) ; are_working_for_statutory_body(true))).

%%% 566-a5e47a82-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('566-a5e47a82-0').
:- text("The Social Security Retirement Insurance Benefits are a federally funded program administered by the U.S. Social Security Administration (SSA).").
:- sentence(0, 0, 143).

:- claim(social_security_retirement_insurance_benefits_are_federally_funded, "the Social Security Retirement Insurance Benefits are a federally funded program administered by the U.S. Social Security Administration (SSA)", 0).

% The Social Security Retirement Insurance Benefits are a federally funded program administered by the U.S. Social Security Administration (SSA).
:- from(0).
social_security_retirement_insurance_benefits_are_federally_funded :-
    true.

%%% 567-072a7ee1-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('567-072a7ee1-0').
:- text("#  6. Extend your visa\n\nYou may be able to stay longer to continue your course or study a new one.").
:- sentence(0, 3, 22).
:- sentence(1, 24, 98).

:- claim(describes_extend_your_visa, "6. Extend your visa", 0).

% 6. Extend your visa
:- from(0).
describes_extend_your_visa.

%%% 568-9e2d378f-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('568-9e2d378f-0').
:- text("#  1. Overview\n\nYou can apply for Working Tax Credit even if you don’t have children or you’re on leave or about to start a new job.").
:- sentence(0, 3, 14).
:- sentence(1, 16, 132).

:- claim(describes_overview, "1. Overview", 0).

% 1. Overview
:- from(0).
describes_overview.

%%% 569-5d2a7273-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('569-5d2a7273-0').
:- text("### A pension worth up to £10,000\n\nYou can usually take any pension worth up to £10,000 in one go. This is called a ‘small pot’ lump sum. If you take this option, 25% is tax-free.").
:- sentence(0, 4, 33).
:- sentence(1, 35, 98).
:- sentence(2, 99, 137).
:- sentence(3, 138, 179).

:- dynamic pension_is_worth_amount/1.
:- ask(pension_is_worth_amount, number("£"), "How much is your pension worth?", "the amount your pension is worth", 1).
:- comparison(pension_is_worth_amount > 10000, "Is your pension worth more than £10,000?", 1).
:- dynamic take_this_option/1.
:- ask(take_this_option, bool, "Do you take this option?", "you take this option", 3).
:- claim(can_take_any_pension_worth_up_to_10, "you can take any pension worth up to £10,000 in one go", 1).
:- claim(c_25_is_tax_free, "25% is tax-free", 3).

% You can usually take any pension worth up to £10,000 in one go.
:- from(1).
can_take_any_pension_worth_up_to_10 :-
    \+ (pension_is_worth_amount(PensionIsWorthAmount), PensionIsWorthAmount > 10000).

% If you take this option, 25% is tax-free.
:- from(3).
c_25_is_tax_free :-
    take_this_option(true).

%%% 570-5f7d9b45-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('570-5f7d9b45-0').
:- text("#### Business Online Services User details form\n\nYou need to provide details of at least one of your staff who will register to access Centrelink Business Online Services for Centrepay.").
:- sentence(0, 5, 47).
:- sentence(1, 49, 185).

:- dynamic provide_details_of_at_least_one_of_your/1.
:- ask(provide_details_of_at_least_one_of_your, bool, "Do you provide details of at least one of your staff who will register?", "you provide details of at least one of your staff who will register", 1).
:- claim(can_access_centrelink_business_online_services_for_centrepay, "you can access Centrelink Business Online Services for Centrepay", 1).

% You need to provide details of at least one of your staff who will register to access Centrelink Business Online Services for Centrepay.
:- from(1).
can_access_centrelink_business_online_services_for_centrepay :-
    provide_details_of_at_least_one_of_your(true).

%%% 571-0943eb8b-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('571-0943eb8b-0').
:- text("## If you already live in another EEA country or Switzerland\n\nYou don’t need to have claimed in the UK before you moved. But you must:\n\n* be habitually resident in the EEA country or Switzerland\n* have a genuine link with the UK social security system, for example you’ve lived or worked in the UK").
:- sentence(0, 3, 60).
:- sentence(1, 62, 120).
:- sentence(2, 121, 134).
:- sentence(3, 138, 194).
:- sentence(4, 197, 297).

:- dynamic already_live_in_another_eea_country/1.
:- ask(already_live_in_another_eea_country, bool, "Do you already live in another EEA country?", "you already live in another EEA country", 0).
:- dynamic already_live_in_switzerland/1.
:- ask(already_live_in_switzerland, bool, "Do you already live in Switzerland?", "you already live in Switzerland", 0).
:- dynamic already_live_in_another_eea_country_or_switzerland/1.
:- ask(already_live_in_another_eea_country_or_switzerland, bool, "Do you already live in another EEA country or Switzerland?", "you already live in another EEA country or Switzerland", 1).
:- dynamic are_habitually_resident_in_eea_country_or_switzerland/1.
:- ask(are_habitually_resident_in_eea_country_or_switzerland, bool, "Are you habitually resident in the EEA country or Switzerland?", "you are habitually resident in the EEA country or Switzerland", 3).
:- dynamic have_genuine_link_with_uk_social_security_system/1.
:- ask(have_genuine_link_with_uk_social_security_system, bool, "Do you have a genuine link with the UK social security system?", "you have a genuine link with the UK social security system", 4).
:- claim(need_to_have_claimed_in_uk_before_you, "you need to have claimed in the UK before you moved", 1).
:- claim(not_need_to_have_claimed_in_uk_before_you, "you do not need to have claimed in the UK before you moved", 1).
:- claim(meet_conditions_if_you_already_live_in_another, "you meet the conditions (If you already live in another EEA country or Switzerland)", 2).

% You don’t need to have claimed in the UK before you moved.
:- from(1).
not_need_to_have_claimed_in_uk_before_you :-
    group(already_live_in_another_eea_country_or_switzerland(true), (already_live_in_another_eea_country(true) ; already_live_in_switzerland(true))).
need_to_have_claimed_in_uk_before_you :-
    \+ not_need_to_have_claimed_in_uk_before_you.

% But you must:
:- from(2).
meet_conditions_if_you_already_live_in_another :-
    are_habitually_resident_in_eea_country_or_switzerland(true),
    have_genuine_link_with_uk_social_security_system(true).

%%% 572-b55b4feb-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('572-b55b4feb-0').
:- text("### Apply for a plant health certificate\n\nIf you’re a member of the Plant Health Propagation Scheme or the Seed potato Classification Scheme, you may not need an inspection. Contact APHA to find out.").
:- sentence(0, 4, 40).
:- sentence(1, 42, 173).
:- sentence(2, 174, 199).

:- dynamic are_member_of_plant_health_propagation_scheme/1.
:- ask(are_member_of_plant_health_propagation_scheme, bool, "Are you a member of the Plant Health Propagation Scheme?", "you are a member of the Plant Health Propagation Scheme", 1).
:- dynamic are_seed_potato_classification_scheme/1.
:- ask(are_seed_potato_classification_scheme, bool, "Are you the Seed potato Classification Scheme?", "you are the Seed potato Classification Scheme", 1).
:- dynamic are_member_of_plant_health_propagation_scheme_or/1.
:- ask(are_member_of_plant_health_propagation_scheme_or, bool, "Are you a member of the Plant Health Propagation Scheme or the Seed potato Classification Scheme?", "you are a member of the Plant Health Propagation Scheme or the Seed potato Classification Scheme", 1).
:- claim(may_need_inspection, "you may need an inspection", 1).
:- claim(not_may_need_inspection, "you may not need an inspection", 1).

% If you’re a member of the Plant Health Propagation Scheme or the Seed potato Classification Scheme, you may not need an inspection.
:- from(1).
not_may_need_inspection :-
    group(are_member_of_plant_health_propagation_scheme_or(true), (are_member_of_plant_health_propagation_scheme(true) ; are_seed_potato_classification_scheme(true))).
may_need_inspection :-
    \+ not_may_need_inspection.

%%% 573-252b9221-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('573-252b9221-0').
:- text("In order to be considered for this benefit program, you must meet one of the following:\n\n* A transitioning Servicemember within six months of discharge from active duty\n* A Veteran within one year of discharge from active dutyAny Servicemember or Veteran, eligible for VA educational assistance\n* A qualified dependent eligible for VA educational assistance").
:- sentence(0, 0, 87).
:- sentence(1, 91, 168).
:- sentence(2, 171, 294).
:- sentence(3, 297, 357).

:- dynamic are_transitioning_servicemember_within_six_months_of_discharge/1.
:- ask(are_transitioning_servicemember_within_six_months_of_discharge, bool, "Are you a transitioning Servicemember within six months of discharge from active duty?", "you are a transitioning Servicemember within six months of discharge from active duty", 1).
:- dynamic are_veteran_within_one_year_of_discharge_from/1.
:- ask(are_veteran_within_one_year_of_discharge_from, bool, "Are you a Veteran within one year of discharge from active dutyAny Servicemember?", "you are a Veteran within one year of discharge from active dutyAny Servicemember", 2).
:- dynamic are_eligible_for_va_educational_assistance/1.
:- ask(are_eligible_for_va_educational_assistance, bool, "Are you eligible for VA educational assistance?", "you are eligible for VA educational assistance", 2).
:- dynamic are_veteran_within_one_year_of_discharge_from_2/1.
:- ask(are_veteran_within_one_year_of_discharge_from_2, bool, "Are you a Veteran within one year of discharge from active dutyAny Servicemember or Veteran, eligible for VA educational assistance?", "you are a Veteran within one year of discharge from active dutyAny Servicemember or Veteran, eligible for VA educational assistance", 0).
:- dynamic meet_qualified_dependent_eligible_for_va_educational_assistance/1.
:- ask(meet_qualified_dependent_eligible_for_va_educational_assistance, bool, "Do you meet a qualified dependent eligible for VA educational assistance?", "you meet a qualified dependent eligible for VA educational assistance", 3).
:- claim(can_be_considered_for_this_benefit_program, "you can be considered for this benefit program", 0).

% In order to be considered for this benefit program, you must meet one of the following:
:- from(0).
can_be_considered_for_this_benefit_program :-
    (are_transitioning_servicemember_within_six_months_of_discharge(true) ; group(are_veteran_within_one_year_of_discharge_from_2(true), (are_veteran_within_one_year_of_discharge_from(true) ; are_eligible_for_va_educational_assistance(true))) ; meet_qualified_dependent_eligible_for_va_educational_assistance(true)).

%%% 574-f2149437-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('574-f2149437-0').
:- text("## Vulnerable student bursary\n\nYou’ll usually get less than the full amount, or no bursary, if one of the following apply:\n\n* your course is shorter than 30 weeks\n* you study part time\n* you have few expenses").
:- sentence(0, 3, 29).
:- sentence(1, 31, 122).
:- sentence(2, 126, 162).
:- sentence(3, 165, 184).
:- sentence(4, 187, 208).

:- dynamic course_is_weeks/1.
:- ask(course_is_weeks, number("weeks"), "How many weeks is your course?", "the number of weeks your course is", 2).
:- comparison(course_is_weeks < 30, "Is your course shorter than 30 weeks?", 2).
:- dynamic study_part_time/1.
:- ask(study_part_time, bool, "Do you study part time?", "you study part time", 3).
:- dynamic have_few_expenses/1.
:- ask(have_few_expenses, bool, "Do you have few expenses?", "you have few expenses", 4).
:- claim(will_get_less_than_full_amount_or_no, "you will get less than the full amount, or no bursary", 1).

% You’ll usually get less than the full amount, or no bursary, if one of the following apply:
:- from(1).
will_get_less_than_full_amount_or_no :-
    (course_is_weeks(CourseIsWeeks), CourseIsWeeks < 30 ; study_part_time(true) ; have_few_expenses(true)).

%%% 575-f0035834-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('575-f0035834-0').
:- text("The Agricultural Conservation Easement Program (ACEP) provides financial and technical assistance to help conserve agricultural lands and wetlands. There are two program components under ACEP, the Agricultural Land Easement (ALE) component and the Wetlands Reserve Easement (WRE) component.").
:- sentence(0, 0, 147).
:- sentence(1, 148, 290).

:- dynamic need_financial_and_technical_assistance_to_help_conserve/1.
:- ask(need_financial_and_technical_assistance_to_help_conserve, bool, "Do you need financial and technical assistance to help conserve agricultural lands and wetlands?", "you need financial and technical assistance to help conserve agricultural lands and wetlands", 0).
:- claim(can_get_agricultural_conservation_easement_program_acep, "you can get the Agricultural Conservation Easement Program (ACEP)", 0).
:- claim(there_are_two_program_components_under_acep_agricultural, "there are two program components under ACEP, the Agricultural Land Easement (ALE) component and the Wetlands Reserve Easement (WRE) component", 1).

% The Agricultural Conservation Easement Program (ACEP) provides financial and technical assistance to help conserve agricultural lands and wetlands.
:- from(0).
can_get_agricultural_conservation_easement_program_acep :-
    need_financial_and_technical_assistance_to_help_conserve(true).

% There are two program components under ACEP, the Agricultural Land Easement (ALE) component and the Wetlands Reserve Easement (WRE) component.
:- from(1).
there_are_two_program_components_under_acep_agricultural :-
    true.

%%% 576-2a56363c-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('576-2a56363c-0').
:- text("## Not entitled to the minimum wage\n\nThe following types of workers aren’t entitled to the National Minimum Wage or National Living Wage:\n\n* higher and further education students on a work placement up to 1 year\n* workers on government pre-apprenticeships schemes\n* people on the following European Union programmes: Leonardo da Vinci, Youth in Action, Erasmus, Comenius\n* people working on a Jobcentre Plus Work trial for 6 weeks").
:- sentence(0, 3, 35).
:- sentence(1, 37, 137).
:- sentence(2, 141, 211).
:- sentence(3, 214, 263).
:- sentence(4, 266, 370).
:- sentence(5, 373, 430).

:- dynamic are_higher_or_further_education_student_on_work/1.
:- ask(are_higher_or_further_education_student_on_work, bool, "Are you a higher or further education student on a work placement up to 1 year?", "you are a higher or further education student on a work placement up to 1 year", 2).
:- dynamic are_worker_on_government_pre_apprenticeships_schemes/1.
:- ask(are_worker_on_government_pre_apprenticeships_schemes, bool, "Are you a worker on government pre-apprenticeships schemes?", "you are a worker on government pre-apprenticeships schemes", 3).
:- dynamic are_on_following_european_union_programmes_leonardo_da/1.
:- ask(are_on_following_european_union_programmes_leonardo_da, bool, "Are you on the following European Union programmes: Leonardo da Vinci, Youth in Action, Erasmus, Comenius?", "you are on the following European Union programmes: Leonardo da Vinci, Youth in Action, Erasmus, Comenius", 4).
:- dynamic are_working_on_jobcentre_plus_work_trial_for/1.
:- ask(are_working_on_jobcentre_plus_work_trial_for, bool, "Are you working on a Jobcentre Plus Work trial for 6 weeks?", "you are working on a Jobcentre Plus Work trial for 6 weeks", 5).
:- dynamic are_higher_or_further_education_student_on_work_2/1.
:- ask(are_higher_or_further_education_student_on_work_2, bool, "Are you a higher or further education student on a work placement up to 1 year, a worker on government pre-apprenticeships schemes, on the following European Union programmes: Leonardo da Vinci, Youth in Action, Erasmus, Comenius or working on a Jobcentre Plus Work trial for 6 weeks?", "you are a higher or further education student on a work placement up to 1 year, a worker on government pre-apprenticeships schemes, on the following European Union programmes: Leonardo da Vinci, Youth in Action, Erasmus, Comenius or working on a Jobcentre Plus Work trial for 6 weeks", 1).
:- claim(are_entitled_to_national_minimum_wage_or_national, "you are entitled to the National Minimum Wage or National Living Wage", 1).
:- claim(not_are_entitled_to_national_minimum_wage_or_national, "you are not entitled to the National Minimum Wage or National Living Wage", 1).

% The following types of workers aren’t entitled to the National Minimum Wage or National Living Wage:
:- from(1).
not_are_entitled_to_national_minimum_wage_or_national :-
    group(are_higher_or_further_education_student_on_work_2(true), (are_higher_or_further_education_student_on_work(true) ; are_worker_on_government_pre_apprenticeships_schemes(true) ; are_on_following_european_union_programmes_leonardo_da(true) ; are_working_on_jobcentre_plus_work_trial_for(true))).
are_entitled_to_national_minimum_wage_or_national :-
    \+ not_are_entitled_to_national_minimum_wage_or_national.

%%% 577-565ea8e8-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('577-565ea8e8-0').
:- text("## If your life expectancy is less than a year\n\nIf you’re over 75 you’ll pay Income Tax on the lump sum.").
:- sentence(0, 3, 46).
:- sentence(1, 48, 104).

:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 1).
:- comparison(age > 75, "Are you over 75?", 1).
:- claim(will_pay_income_tax_on_lump_sum, "you will pay Income Tax on the lump sum", 1).

% If you’re over 75 you’ll pay Income Tax on the lump sum.
:- from(1).
will_pay_income_tax_on_lump_sum :-
    age(Age),
    Age > 75.

%%% 578-8e887b8d-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('578-8e887b8d-0').
:- text("#  1. Private Residence Relief\n\nYou don’t pay Capital Gains Tax when you sell (or ‘dispose of’) your home if all of the following apply:\n\n* you didn’t buy it just to make a gain").
:- sentence(0, 3, 30).
:- sentence(1, 32, 136).
:- sentence(2, 140, 177).

:- dynamic bought_it_just_to_make_gain/1.
:- ask(bought_it_just_to_make_gain, bool, "Did you buy it just to make a gain?", "you bought it just to make a gain", 2).
:- claim(pay_capital_gains_tax_when_you_sell_or, "you pay Capital Gains Tax when you sell (or 'dispose of') your home", 1).
:- claim(not_pay_capital_gains_tax_when_you_sell_or, "you do not pay Capital Gains Tax when you sell (or 'dispose of') your home", 1).

% You don’t pay Capital Gains Tax when you sell (or ‘dispose of’) your home if all of the following apply:
:- from(1).
not_pay_capital_gains_tax_when_you_sell_or :-
    bought_it_just_to_make_gain(false).
pay_capital_gains_tax_when_you_sell_or :-
    \+ not_pay_capital_gains_tax_when_you_sell_or.

%%% 579-a70c5bee-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('579-a70c5bee-0').
:- text("### Register for Aged Care Online Services\n\nIf you’re registered for Aged Care Online Claiming, you don’t need to register for Aged Care Online Services. You can log on using the same user ID and password. You need to select either the ‘Home Care’ or the ‘Residential Care and ACAT’ system.").
:- sentence(0, 4, 42).
:- sentence(1, 44, 153).
:- sentence(2, 154, 205).
:- sentence(3, 206, 290).

:- dynamic are_registered_for_aged_care_online_claiming/1.
:- ask(are_registered_for_aged_care_online_claiming, bool, "Are you registered for Aged Care Online Claiming?", "you are registered for Aged Care Online Claiming", 1).
:- dynamic select_either_home_care_or_residential_care_and/1.
:- ask(select_either_home_care_or_residential_care_and, bool, "Do you select either the 'Home Care' or the 'Residential Care and ACAT' system?", "you select either the 'Home Care' or the 'Residential Care and ACAT' system", 3).
:- claim(need_to_register_for_aged_care_online_services, "you need to register for Aged Care Online Services", 1).
:- claim(not_need_to_register_for_aged_care_online_services, "you do not need to register for Aged Care Online Services", 1).
:- claim(meet_conditions_register_for_aged_care_online_services, "you meet the conditions (Register for Aged Care Online Services)", 3).
:- claim(can_log_on_using_same_user_id_and, "you can log on using the same user ID and password", 2).

% If you’re registered for Aged Care Online Claiming, you don’t need to register for Aged Care Online Services.
:- from(1).
not_need_to_register_for_aged_care_online_services :-
    are_registered_for_aged_care_online_claiming(true).
need_to_register_for_aged_care_online_services :-
    \+ not_need_to_register_for_aged_care_online_services.

% You need to select either the ‘Home Care’ or the ‘Residential Care and ACAT’ system.
:- from(3).
meet_conditions_register_for_aged_care_online_services_requirement_1 :-
    select_either_home_care_or_residential_care_and(true).
meet_conditions_register_for_aged_care_online_services :-
    meet_conditions_register_for_aged_care_online_services_requirement_1.

% You can log on using the same user ID and password.
:- from(2).
can_log_on_using_same_user_id_and :-
    true.

%%% 580-56137529-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('580-56137529-0').
:- text("### Work experience and internships\n\nYou won’t get the National Minimum Wage or National Living Wage if you’re:\n\n* work shadowing").
:- sentence(0, 4, 35).
:- sentence(1, 37, 111).
:- sentence(2, 115, 129).

:- dynamic are_work_shadowing/1.
:- ask(are_work_shadowing, bool, "Are you work shadowing?", "you are work shadowing", 2).
:- claim(will_get_national_minimum_wage_or_national_living, "you will get the National Minimum Wage or National Living Wage", 1).
:- claim(not_will_get_national_minimum_wage_or_national_living, "you will not get the National Minimum Wage or National Living Wage", 1).

% You won’t get the National Minimum Wage or National Living Wage if you’re:
:- from(1).
not_will_get_national_minimum_wage_or_national_living :-
    are_work_shadowing(true).
will_get_national_minimum_wage_or_national_living :-
    \+ not_will_get_national_minimum_wage_or_national_living.

%%% 581-338b10ea-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('581-338b10ea-0').
:- text("#  2. Au pairs\n\nAn au pair isn’t classed as a worker or an employee if the followings apply:\n\n* they have their own private room in the house, provided free of charge\n* they eat their main meals with the host family, free of charge\n* they help with light housework and childcare for around 30 hours a week, including a couple of evenings babysitting\n* they get reasonable pocket money").
:- sentence(0, 3, 14).
:- sentence(1, 16, 92).
:- sentence(2, 96, 166).
:- sentence(3, 169, 231).
:- sentence(4, 234, 349).
:- sentence(5, 352, 384).

:- dynamic they_have_their_own_private_room_in_house/1.
:- ask(they_have_their_own_private_room_in_house, bool, "Do they have their own private room in the house, provided free of charge?", "they have their own private room in the house, provided free of charge", 2).
:- dynamic they_eat_their_main_meals_with_host_family/1.
:- ask(they_eat_their_main_meals_with_host_family, bool, "Do they eat their main meals with the host family, free of charge?", "they eat their main meals with the host family, free of charge", 3).
:- dynamic they_help_with_light_housework_and_childcare_for/1.
:- ask(they_help_with_light_housework_and_childcare_for, bool, "Do they help with light housework and childcare for around 30 hours a week, including a couple of evenings babysitting?", "they help with light housework and childcare for around 30 hours a week, including a couple of evenings babysitting", 4).
:- dynamic they_get_reasonable_pocket_money/1.
:- ask(they_get_reasonable_pocket_money, bool, "Do they get reasonable pocket money?", "they get reasonable pocket money", 5).
:- claim(au_pair_is_classed_as_worker_or_employee, "an au pair is classed as a worker or an employee", 1).
:- claim(not_au_pair_is_classed_as_worker_or_employee, "an au pair is not classed as a worker or an employee", 1).

% An au pair isn’t classed as a worker or an employee if the followings apply:
:- from(1).
not_au_pair_is_classed_as_worker_or_employee :-
    they_have_their_own_private_room_in_house(true),
    they_eat_their_main_meals_with_host_family(true),
    they_help_with_light_housework_and_childcare_for(true),
    they_get_reasonable_pocket_money(true).
au_pair_is_classed_as_worker_or_employee :-
    \+ not_au_pair_is_classed_as_worker_or_employee.

%%% 582-e6ae5858-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('582-e6ae5858-0').
:- text("#  1. Overview\n\nYou don’t pay tax on things like:\n\n* the first £5,000 of dividends from company shares").
:- sentence(0, 3, 14).
:- sentence(1, 16, 49).
:- sentence(2, 53, 102).

:- dynamic it_is_first_5_000_of_dividends_from/1.
:- ask(it_is_first_5_000_of_dividends_from, bool, "Is it the first £5,000 of dividends from company shares?", "it is the first £5,000 of dividends from company shares", 2).
:- claim(pay_tax, "you pay tax", 1).
:- claim(not_pay_tax, "you do not pay tax", 1).

% You don’t pay tax on things like:
:- from(1).
not_pay_tax :-
    it_is_first_5_000_of_dividends_from(true).
pay_tax :-
    \+ not_pay_tax.

%%% 583-4c98b822-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('583-4c98b822-0').
:- text("### Who it's for\n\nIf you’re single, you don’t need to do anything - you’re automatically registered. If you’re a couple or part of a family, you need to register.").
:- sentence(0, 4, 16).
:- sentence(1, 18, 100).
:- sentence(2, 101, 162).

:- dynamic are_single/1.
:- ask(are_single, bool, "Are you single?", "you are single", 1).
:- dynamic are_couple/1.
:- ask(are_couple, bool, "Are you a couple?", "you are a couple", 2).
:- dynamic are_part_of_family/1.
:- ask(are_part_of_family, bool, "Are you a part of a family?", "you are a part of a family", 2).
:- dynamic are_couple_or_part_of_family/1.
:- ask(are_couple_or_part_of_family, bool, "Are you a couple or part of a family?", "you are a couple or part of a family", 2).
:- claim(need_to_do_anything, "you need to do anything", 1).
:- claim(not_need_to_do_anything, "you do not need to do anything", 1).
:- claim(need_to_register, "you need to register", 2).

% If you’re single, you don’t need to do anything - you’re automatically registered.
:- from(1).
not_need_to_do_anything :-
    are_single(true).
need_to_do_anything :-
    \+ not_need_to_do_anything.

% If you’re a couple or part of a family, you need to register.
:- from(2).
need_to_register :-
    group(are_couple_or_part_of_family(true), (are_couple(true) ; are_part_of_family(true))).

%%% 584-c4fa5dce-0
% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl
:- nesy_module('584-c4fa5dce-0').
:- text("## Claiming in advance and backdating\n\nYou can claim in advance by up to 13 weeks (or 17 weeks if you’re aged 60 or over), for example if you’re moving. You won’t usually get any money before you move.").
:- sentence(0, 3, 37).
:- sentence(1, 39, 152).
:- sentence(2, 153, 201).

:- dynamic are_moving/1.
:- ask(are_moving, bool, "Are you moving?", "you are moving", 1).
:- claim(can_claim_in_advance_by_up_to_13, "you can claim in advance by up to 13 weeks", 1).
:- claim(will_get_any_money_before_you_move, "you will get any money before you move", 2).
:- claim(not_will_get_any_money_before_you_move, "you will not get any money before you move", 2).

% You can claim in advance by up to 13 weeks (or 17 weeks if you’re aged 60 or over), for example if you’re moving.
:- from(1).
can_claim_in_advance_by_up_to_13 :-
    are_moving(true).

% You won’t usually get any money before you move.
:- from(2).
not_will_get_any_money_before_you_move :-
    true.
will_get_any_money_before_you_move :-
    \+ not_will_get_any_money_before_you_move.

