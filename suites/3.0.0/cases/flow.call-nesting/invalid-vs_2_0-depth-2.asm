// case: flow.call-nesting/invalid/vs_2_0/depth-2 (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 2}
vs_2_0
dcl_position v0
call l0
mov oPos, v0
ret
label l0
call l1
ret
label l1
ret
