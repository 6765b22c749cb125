// case: mod.sat/valid/vs_1_1/op-add_ctx (validate)
// expect: valid
// case: mod.sat/assemble/vs_1_1/op-add_ctx (assemble)
// expect: the tokens of valid-vs_1_1-op-add_ctx.bin
// origin: template shift {op: add} + 5 random context instructions (seed 1 attempt 1)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
mul r4, c4, c4
mul r5, c2, c2
mad r6, c6, c6, r5
add r7, r6, c2
mad r8, r6, r5, c0
