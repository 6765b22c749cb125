vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
mov o0, v0
mov o1, c0
mov o2, c1
