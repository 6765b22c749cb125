// case: mod.shift/valid/ps_3_0/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/ps_3_0/none_op-add_ctx (assemble)
// expect: the tokens of valid-ps_3_0-none_op-add_ctx.bin
// origin: template shift {op: add} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oC0, c0
mov r4, c1
mul r5, r4, r4
mov r6, c0
mov r7, r5
mov r8, r7
