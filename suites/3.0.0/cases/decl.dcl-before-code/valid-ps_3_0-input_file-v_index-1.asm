// case: decl.dcl-before-code/valid/ps_3_0/input_file-v_index-1 (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_3_0/input_file-v_index-1 (assemble)
// expect: the tokens of valid-ps_3_0-input_file-v_index-1.bin
// origin: template reg_use {file: v, index: 1}
ps_3_0
dcl_texcoord0 v1
mov r0, v1
mov oC0, c0
