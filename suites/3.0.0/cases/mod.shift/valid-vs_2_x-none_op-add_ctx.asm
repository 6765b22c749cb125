// case: mod.shift/valid/vs_2_x/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/vs_2_x/none_op-add_ctx (assemble)
// expect: the tokens of valid-vs_2_x-none_op-add_ctx.bin
// origin: template shift {op: add} + 5 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
mov r4, c7
mul r5, c6, c6
mov r6, r4
mul r7, r6, c2
add r8, r4, r5
