// case: random/valid/vs_2_0/2 (validate)
// expect: valid
// case: random/assemble/vs_2_0/2 (assemble)
// expect: the tokens of valid-vs_2_0-2.bin
// origin: random seed 1 vs_2_0 #2
vs_2_0
dcl_position v1
dcl_color11 v5
defi i0, 3, 4, 2, 0
defi i13, 2, 2, 1, 0
def c16, 0.0, 4.0, 1.0, 0.25
dcl_texcoord9 v6
def c20, 2.4126764e-30, 0.25, 0.5, -2.0
defb b4, false
def c10, 0.25, -0.5, -4.4739738e27, -1.0
def c3, 0.125, -1.0, 0.125, 1.0
mad r10.xyw, -v5.ywwz, c2.xyyz, c2
rcp r7, c0.z
rcp r4, -r7.w
sincos r2.xy, v6.w, c254, c255
lrp r11.xyw, c1.yxzw, -r7.yyzw, v6
call l0
dp3 r3, -c1, -v6
lrp r0, v1.ywzx, r7.wzzx, r3.ywxz
m4x4 r1, -r7, c105
mova a0.x, r7
dst r5, c0[a0.x].zxzx, r4
exp r3, -c0[a0.x].x
add r2, r1, v1
nop
m4x4 r8, -r5, c148
frc r1, r3.zyw
exp r7, c1.y
log r6.xyw, -c0[a0.x].w
add r2, r3, c8[a0.x]
sge r5, -v6.wxwz, -r2.xyyz
sgn r3, -r4, r0, r1
mad oPos, -c4[a0.x], -r5, v6
mov oT1.x, r4
mov oFog, c255.y
ret
label l0
rsq r3.xyw, -r11.y
nrm r0, r7
rep i13
endrep
ret
