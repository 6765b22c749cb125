vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_color v2
dcl_position o0
dcl_color o1
mov r0, v1
add o0, v0, r0
mov o1, v2
