// case: mod.shift/valid/vs_2_sw/none_op-add_ctx (validate)
// expect: valid
// case: mod.shift/assemble/vs_2_sw/none_op-add_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-none_op-add_ctx.bin
// origin: template shift {op: add} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
mov r4, c1
mad r5, r4, r4, r4
