// case: ps.oC.no-result-modifier/invalid/ps_2_x/suffix-_sat (validate)
// expect: invalid [ps.oC.no-result-modifier]
// origin: template oc_write {suffix: _sat}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov_sat oC0, c0
