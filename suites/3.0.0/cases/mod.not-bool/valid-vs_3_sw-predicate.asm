// case: mod.not-bool/valid/vs_3_sw/predicate (validate)
// expect: valid
// case: mod.not-bool/assemble/vs_3_sw/predicate (assemble)
// expect: the tokens of valid-vs_3_sw-predicate.bin
// origin: template code {code: mov r1, c0 setp_gt p0, r1, c1 (!p0) mov r0, r1}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
setp_gt p0, r1, c1
(!p0) mov r0, r1
mov o0, v0
