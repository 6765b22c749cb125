// case: flow.label-range/valid/vs_2_sw/file-l_index-0 (validate)
// expect: valid
// case: flow.label-range/assemble/vs_2_sw/file-l_index-0 (assemble)
// expect: the tokens of valid-vs_2_sw-file-l_index-0.bin
// origin: template reg_use {file: l, index: 0}
vs_2_sw
dcl_position v0
call l0
mov oPos, v0
ret
label l0
ret
