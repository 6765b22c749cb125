// case: op.callnz-operands/invalid/vs_2_x/ins-r1_ctx (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov oPos, v0
add r0, c5, c5
mad r4, c6, r0, r0
mad r5, c3, r4, r4
add r6, c3, r0
mov r7, c0
ret
label l1
ret
