// case: random/valid/vs_3_0/16 (validate)
// expect: valid
// case: random/assemble/vs_3_0/16 (assemble)
// expect: the tokens of valid-vs_3_0-16.bin
// origin: random seed 1 vs_3_0 #16
vs_3_0
defb b10, true
dcl_fog8 v6
def c0, 2.0, -3.3875587e-8, 2.0, 64972665000.0
dcl_fog8 o9.w
dcl_color14 o2.z
dcl_tangent15 o9.y
dcl_position o7
dcl_binormal9 o2.w
dcl_position v0
dcl_blendweight10 o9.z
dcl_fog14 o2.y
dcl_volume s2
defb b14, false
defi i4, 2, 1, 2, 0
dcl_texcoord3 o9.x
dcl_normal7 o2.x
def c26, -1.4607358, -0.5, -2.0, -1.4127386e-5
lrp r8, v6.xwyz, c1.yyz, c1.yyyz
mad r11, v0, v0, c0
dp3 r17, c255_abs.xwxy, -r11_abs
mul r22.xzw, v0, r8
call l60
frc r30, r17
m4x4 r6, r17.zzzx, c34
max r31, r30, -c3.xxwz
rsq_sat r15, v0_abs.w
sgn_sat r9, -r30_abs.zzxz
m4x4_sat r0, v0, c55
dst r12.xyw, r30.wxzx, r17.zzwx
sub r4, v0.wzw, r9
m3x2_sat r19.xy, r9.yzyz, c71
nop
expp r14.xyz, c255.z
m4x3_sat r19.xyz, -r15_abs.zzwz, c195
slt r26, v0, c0.ywwy
m4x3_sat r15.xyz, -v0.wxwz, c210
setp_le p0.xyz, v0, c1.yzzw
m4x3 r10.xyz, r8, c197
exp r17.xy, r0.y
log r3.xyw, r0.w
loop aL, i4
    mov r6, -c4[aL].xwzw
    sub r7.y, r4, -r14
    break_lt r17.w, c3_abs.z
    min r6, v6, c1.wwx
    expp r31, -r30_abs.y
    sgn r18, c1
    break
    m3x3 r8.xyz, -r6.yyw, c168
    if !p0.z
        sub r0, c4[aL], -r18_abs
    endif
endloop
mul_sat o7, v0, r10.zxxy
min o2.x, r17, -r19_abs
mad o2.y, r15, r19.xyyx, -r9_abs.xxyw
mad_sat o2.z, c3_abs.zyx, r6.yyxw, v0
min_sat o2.w, r30.ywyz, r31
mul_sat o9.y, -r26_abs.wyyw, r11
mad_sat o9.z, -v6_abs.wzzx, r31.xxzx, r9
mul_sat o9.w, r26, -r26_abs.xzxy
ret
label l60
frc r5, v6
m3x2 r0.xy, -r8_abs.yzxw, c214
sgn r22, v0.wzyw
log r21.zw, -c1_abs.w
ret
