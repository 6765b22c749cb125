// case: mod.shift/valid/ps_1_4/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_4/none_op-add_ctx (assemble)
// expect: the tokens of valid-ps_1_4-none_op-add_ctx.bin
// origin: template shift {op: add} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
add r0, r1, r1
mov r0, c0
mad r2, c7, c7, c7
mul r3, c1, c1
mul r4, c5, r3
mov r5, c6
