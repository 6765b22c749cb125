// case: op.if-operand/invalid/vs_2_0/mutate-if-float-1 (validate)
// expect: invalid [op.if-operand]
// origin: mutator if-float on random seed 1 vs_2_0 #1
vs_2_0
defi i5, 4, 4, 1, 0
def c52, 0.125, -1.0200696e-24, 1.0, -7.509e34
defb b10, true
dcl_position v15
dcl_blendindices11 v4
dcl_texcoord12 v13
defb b4, true
dcl_binormal v6
mov r1, v13.ywxy
m4x3 r5.xyz, v4, c189
add r0, c3.zzwy, v4.zwxy
expp r6, v13.y
call l5
mul r0.z, v13, -c3
mova a0.x, c2
dp4 r6, c0, v13.yxwx
mad r0.y, v15, -c2.wyxz, c0[a0.x].xywx
logp r8, v6.w
mad r3, c2.wywx, c1.yyyx, r6
dp4 r2, c1.xywz, r1
expp r1, -c2.z
max oPos, -c255.ywxw, c1
max oD0.y, r2.zwzx, -c0
mad oD1.xw, c0[a0.x].yxwz, -r3, -c0.wyxw
mov oFog, -r2.z
if c0.x
endif
ret
label l5
mova a0.x, v4.xxzw
m4x3 r8.xyz, v15, c110
sub r3, -c1, -v13
dst r0, -v13, -c2.zwyz
ret
