// case: mod.shift/valid/vs_1_1/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/vs_1_1/none_op-add_ctx (assemble)
// expect: the tokens of valid-vs_1_1-none_op-add_ctx.bin
// origin: template shift {op: add} + 3 random context instructions (seed 1 attempt 1)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
mul r4, c5, c5
mov r5, r4
mul r6, c7, r5
