// case: flow.label-range/invalid/vs_2_0/file-l_index-16 (validate)
// expect: invalid [flow.label-range]
// origin: template reg_use {file: l, index: 16}
vs_2_0
dcl_position v0
call l16
mov oPos, v0
ret
label l16
ret
