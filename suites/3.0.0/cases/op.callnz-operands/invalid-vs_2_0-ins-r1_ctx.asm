// case: op.callnz-operands/invalid/vs_2_0/ins-r1_ctx (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov oPos, v0
mov r0, c7
mov r4, c0
add r5, c5, c5
mul r6, c1, r0
mad r7, c0, c0, r0
ret
label l1
ret
