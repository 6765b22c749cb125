// case: op.form-in-profile/valid/vs_1_1/vs_ins-add_ctx (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_1_1/vs_ins-add_ctx (assemble)
// expect: the tokens of valid-vs_1_1-vs_ins-add_ctx.bin
// origin: template op {ins: add} + 2 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oPos, v0
mul r4, c7, c7
add r5, r4, c5
