// case: mod.sat/valid/vs_2_x/op-add_ctx (validate)
// expect: valid
// case: mod.sat/assemble/vs_2_x/op-add_ctx (assemble)
// expect: the tokens of valid-vs_2_x-op-add_ctx.bin
// origin: template shift {op: add} + 4 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
add r4, c3, c3
mov r5, r4
mov r6, c3
mov r7, c5
