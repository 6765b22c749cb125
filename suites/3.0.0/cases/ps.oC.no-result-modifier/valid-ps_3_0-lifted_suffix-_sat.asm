// case: ps.oC.no-result-modifier/valid/ps_3_0/lifted_suffix-_sat (validate)
// expect: valid
// case: ps.oC.no-result-modifier/assemble/ps_3_0/lifted_suffix-_sat (assemble)
// expect: the tokens of valid-ps_3_0-lifted_suffix-_sat.bin
// origin: template oc_write {suffix: _sat}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov_sat oC0, c0
