// case: vs3.o.eleven/invalid/vs_3_0/code-twelve_ctx (validate)
// expect: invalid [vs3.o.eleven]
// origin: template code {code: twelve, decls: dcl_texcoord0 o1 dcl_texcoord1 o2 dcl_texcoord2 o3 dcl_texcoord3 o4 dcl_texcoord4 o5 dcl_texcoord5 o6 dcl_texcoord6 o7 dcl_texcoord7 o8 dcl_color0 o9 dcl_color1 o10 dcl_fog o11} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1
dcl_texcoord1 o2
dcl_texcoord2 o3
dcl_texcoord3 o4
dcl_texcoord4 o5
dcl_texcoord5 o6
dcl_texcoord6 o7
dcl_texcoord7 o8
dcl_color o9
dcl_color1 o10
dcl_fog o11
mov o11, v0.x
mov o0, v0
mul r0, c7, c7
mov r1, r0
mad r2, r1, c3, c3
mul r3, c3, c3
mov r4, c7
