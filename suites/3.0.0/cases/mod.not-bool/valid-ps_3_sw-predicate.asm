// case: mod.not-bool/valid/ps_3_sw/predicate (validate)
// expect: valid
// case: mod.not-bool/assemble/ps_3_sw/predicate (assemble)
// expect: the tokens of valid-ps_3_sw-predicate.bin
// origin: template code {code: mov r1, c0 setp_gt p0, r1, c1 (!p0) mov r0, r1}
ps_3_sw
mov r1, c0
setp_gt p0, r1, c1
(!p0) mov r0, r1
mov oC0, c0
