// case: ps.oC.no-result-modifier/valid/ps_2_x/oc_write (validate)
// expect: valid
// case: ps.oC.no-result-modifier/assemble/ps_2_x/oc_write (assemble)
// expect: the tokens of valid-ps_2_x-oc_write.bin
// origin: template oc_write {}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
