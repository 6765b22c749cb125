// case: flow.label-range/invalid/vs_2_0/file-l_index-2047 (validate)
// expect: invalid [flow.label-range]
// origin: template reg_use {file: l, index: 2047}
vs_2_0
dcl_position v0
call l2047
mov oPos, v0
ret
label l2047
ret
