// case: mod.shift/valid/vs_3_0/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/vs_3_0/none_op-add_ctx (assemble)
// expect: the tokens of valid-vs_3_0-none_op-add_ctx.bin
// origin: template shift {op: add} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov o0, v0
mov r4, c7
mul r5, c4, r4
add r6, c3, r5
add r7, c5, c5
mad r8, c0, c0, r7
add r9, r6, c3
