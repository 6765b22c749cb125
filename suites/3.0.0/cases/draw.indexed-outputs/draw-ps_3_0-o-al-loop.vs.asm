vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
dcl_texcoord2 o3
defi i0, 3, 0, 1, 0
def c0, 0.25, 0, 0, 1
def c1, 0.25, 0, 0, 0
mov o0, v0
mov r0, c0
loop aL, i0
mov o[aL + 1], r0
add r0, r0, c1
endloop
