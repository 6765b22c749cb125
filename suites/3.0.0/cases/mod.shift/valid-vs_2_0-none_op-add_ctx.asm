// case: mod.shift/valid/vs_2_0/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/vs_2_0/none_op-add_ctx (assemble)
// expect: the tokens of valid-vs_2_0-none_op-add_ctx.bin
// origin: template shift {op: add} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
mul r4, c5, c5
add r5, r4, r4
mul r6, r4, c6
add r7, r4, r4
