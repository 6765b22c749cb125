// case: decl.dcl-before-code/valid/vs_1_1/input_file-v_index-1 (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/vs_1_1/input_file-v_index-1 (assemble)
// expect: the tokens of valid-vs_1_1-input_file-v_index-1.bin
// origin: template reg_use {file: v, index: 1}
vs_1_1
dcl_position v0
dcl_texcoord0 v1
mov r0, v1
mov oPos, v0
