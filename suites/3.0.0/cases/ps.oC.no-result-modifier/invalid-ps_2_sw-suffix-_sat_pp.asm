// case: ps.oC.no-result-modifier/invalid/ps_2_sw/suffix-_sat_pp (validate)
// expect: invalid [ps.oC.no-result-modifier]
// origin: template oc_write {suffix: _sat_pp}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov_sat_pp oC0, c0
