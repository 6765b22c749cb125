// case: flow.label-range/valid/vs_2_sw/file-l_index-16 (validate)
// expect: valid
// case: flow.label-range/assemble/vs_2_sw/file-l_index-16 (assemble)
// expect: the tokens of valid-vs_2_sw-file-l_index-16.bin
// origin: template reg_use {file: l, index: 16}
vs_2_sw
dcl_position v0
call l16
mov oPos, v0
ret
label l16
ret
