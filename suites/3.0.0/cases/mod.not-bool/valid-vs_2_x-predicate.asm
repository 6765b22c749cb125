// case: mod.not-bool/valid/vs_2_x/predicate (validate)
// expect: valid
// case: mod.not-bool/assemble/vs_2_x/predicate (assemble)
// expect: the tokens of valid-vs_2_x-predicate.bin
// origin: template code {code: mov r1, c0 setp_gt p0, r1, c1 (!p0) mov r0, r1}
vs_2_x
dcl_position v0
mov r1, c0
setp_gt p0, r1, c1
(!p0) mov r0, r1
mov oPos, v0
