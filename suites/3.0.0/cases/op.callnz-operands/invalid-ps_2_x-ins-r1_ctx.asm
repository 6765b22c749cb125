// case: op.callnz-operands/invalid/ps_2_x/ins-r1_ctx (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1} + 5 random context instructions (seed 1 attempt 1)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov oC0, c0
add r0, c7, c7
mad r4, c5, r0, c5
mad r5, c2, c2, r0
mov r6, c3
mad r7, c3, r0, r6
ret
label l1
ret
