// case: flow.call-nesting/invalid/vs_2_sw/depth-6 (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 6}
vs_2_sw
dcl_position v0
call l0
mov oPos, v0
ret
label l0
call l1
ret
label l1
call l2
ret
label l2
call l3
ret
label l3
call l4
ret
label l4
call l5
ret
label l5
ret
