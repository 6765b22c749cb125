// case: mod.shift/valid/vs_3_sw/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/vs_3_sw/none_op-add_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-none_op-add_ctx.bin
// origin: template shift {op: add} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov o0, v0
mul r4, c2, c2
mov r5, r4
add r6, r5, c1
add r7, r6, r6
mad r8, c3, r6, c3
mul r9, c4, r4
