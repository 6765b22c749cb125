// case: op.callnz-operands/invalid/vs_3_0/ins-r1_ctx (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1} + 1 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov o0, v0
add r0, c0, c0
ret
label l1
ret
