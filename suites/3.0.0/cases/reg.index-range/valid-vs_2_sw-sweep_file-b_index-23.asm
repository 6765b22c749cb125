// case: reg.index-range/valid/vs_2_sw/sweep_file-b_index-23 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-b_index-23 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-b_index-23.bin
// origin: template reg_use {file: b, index: 23}
vs_2_sw
dcl_position v0
if b23
mov r0, c0
endif
mov oPos, v0
