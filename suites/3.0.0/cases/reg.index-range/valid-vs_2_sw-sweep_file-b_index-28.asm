// case: reg.index-range/valid/vs_2_sw/sweep_file-b_index-28 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-b_index-28 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-b_index-28.bin
// origin: template reg_use {file: b, index: 28}
vs_2_sw
dcl_position v0
if b28
mov r0, c0
endif
mov oPos, v0
