// case: ps.out.no-dynamic-flow/valid/ps_2_sw/oc_write (validate)
// expect: valid
// case: ps.out.no-dynamic-flow/assemble/ps_2_sw/oc_write (assemble)
// expect: the tokens of valid-ps_2_sw-oc_write.bin
// origin: template oc_write {}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
