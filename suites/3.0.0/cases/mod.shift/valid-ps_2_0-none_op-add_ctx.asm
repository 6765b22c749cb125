// case: mod.shift/valid/ps_2_0/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/ps_2_0/none_op-add_ctx (assemble)
// expect: the tokens of valid-ps_2_0-none_op-add_ctx.bin
// origin: template shift {op: add} + 4 random context instructions (seed 1 attempt 1)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oC0, c0
mov r4, c2
mad r5, r4, c0, r4
mov r6, r5
mov r7, c7
