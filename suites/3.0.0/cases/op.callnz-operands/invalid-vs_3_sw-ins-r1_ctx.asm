// case: op.callnz-operands/invalid/vs_3_sw/ins-r1_ctx (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov o0, v0
mul r0, c6, c6
add r4, r0, r0
mad r5, c6, c6, c6
ret
label l1
ret
