// case: op.callnz-operands/invalid/vs_3_sw/ins-c0 (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: c0}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, c0.x
mov o0, v0
ret
label l1
ret
