// case: op.callnz-operands/valid/vs_2_sw/ins-b0_ctx (validate)
// expect: valid
// case: op.callnz-operands/assemble/vs_2_sw/ins-b0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-b0_ctx.bin
// origin: template op {after: ret label l1 ret, ins: b0} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov oPos, v0
mov r0, c3
add r4, r0, c2
mad r5, r0, c2, c2
mov r6, c3
mad r7, r4, c4, r5
mad r8, r7, r4, c5
ret
label l1
ret
