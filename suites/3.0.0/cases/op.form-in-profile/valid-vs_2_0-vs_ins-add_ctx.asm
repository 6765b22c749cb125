// case: op.form-in-profile/valid/vs_2_0/vs_ins-add_ctx (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_0/vs_ins-add_ctx (assemble)
// expect: the tokens of valid-vs_2_0-vs_ins-add_ctx.bin
// origin: template op {ins: add} + 1 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oPos, v0
mov r4, c6
