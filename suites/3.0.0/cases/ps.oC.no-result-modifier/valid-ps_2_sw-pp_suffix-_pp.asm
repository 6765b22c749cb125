// case: ps.oC.no-result-modifier/valid/ps_2_sw/pp_suffix-_pp (validate)
// expect: valid
// case: ps.oC.no-result-modifier/assemble/ps_2_sw/pp_suffix-_pp (assemble)
// expect: the tokens of valid-ps_2_sw-pp_suffix-_pp.bin
// origin: template oc_write {suffix: _pp}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov_pp oC0, c0
