// case: random/valid/vs_2_x/3 (validate)
// expect: valid
// case: random/assemble/vs_2_x/3 (assemble)
// expect: the tokens of valid-vs_2_x-3.bin
// origin: random seed 1 vs_2_x #3
vs_2_x
def c55, -2.0, 8.2117435e-7, -0.5, -2.0
dcl_binormal12 v7
dcl_position v4
defi i7, 2, 1, 2, 0
dcl_normal1 v1
def c9, 0.25, -0.5, 4.0, -0.5
defb b2, true
defb b11, false
mova a0.w, v7
log r25, c1.y
lit r24, v4
exp r1, c0.y
m4x4 r0, -r25.wxzy, c57
lrp r4, -c2.wzwx, -c2, -r0
sub r13.xz, v1, -r0
lrp r21, c0.zxzx, r4, c0[a0.w].wyxy
mov r22, -c2.xzyx
call l4
sincos r27.xy, r1.z, c254, c255
sincos r23.x, v7.y, c254, c255
add r23, c3.wzy, -r22.xzxy
slt r25, -c8[a0.w], r0.wxwx
loop aL, i7
    lrp r8, -c2, -c2.zzxz, r22
    dp4 r30, c8[aL].wyzx, -r23
    rsq r4, c8[a0.w].x
    expp r24, c3.z
    m3x3 r13.xyz, -r24.xzwx, c242
    m3x4 r7, r30, c225
endloop
nop
min r13, -r22.wzzy, r23.yyzw
call l4
if !b3
    abs r5, -c0[a0.w].xxw
    m4x3 r14.xyz, v4.zzwz, c106
    mad r22, c0[a0.w], r1.zxzx, -r5
endif
max oPos, v4, c1
mad oT0.xy, -c3.xwwz, r24, -v4.ywxy
add oT3.xyz, -r13.yzyz, c4[a0.w]
mov oFog, r27.y
ret
label l4
pow r31, c2.x, -r13.z
dp4 r4.z, -c8[a0.w], r21.x
if b7
endif
ret
