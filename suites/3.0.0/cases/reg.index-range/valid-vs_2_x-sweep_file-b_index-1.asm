// case: reg.index-range/valid/vs_2_x/sweep_file-b_index-1 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-b_index-1 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-b_index-1.bin
// origin: template reg_use {file: b, index: 1}
vs_2_x
dcl_position v0
if b1
mov r0, c0
endif
mov oPos, v0
