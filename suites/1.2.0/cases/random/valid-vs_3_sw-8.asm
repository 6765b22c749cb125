// case: random/valid/vs_3_sw/8 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/8 (assemble)
// expect: the tokens of valid-vs_3_sw-8.bin
// origin: random seed 1 vs_3_sw #8
vs_3_sw
defb b3, false
dcl_position v9
dcl_2d s1
defi i11, 1, 4, 1, 0
dcl_binormal3 o9.x
def c24, -7.646143e-8, 1.0, 1.1970145e23, 0.125
dcl_color1 o9.yzw
def c22, 0.25, 0.25, 9.198359e-32, 1.0
defi i21, 4, 4, 1, 0
defb b15, true
dcl_binormal10 v2
dcl_psize o1
dcl_texcoord2 v12
dcl_volume s2
def c49, 3704442000000.0, 1.0, -2.4476556e-6, 0.5
def c43, 0.125, 4.0, -2.0, 0.5
dcl_position o6
crs r28.y, -c1_abs, c2
m3x3 r30.xyz, v9, c1227
m4x3 r24.xyz, -v9.wzx, c7060
nop
nop
add_sat r24, c2.wwxw, v9
exp_sat r6, -c3_abs.w
sub_sat r23, c1, r6.yxxz
mul r10, r23, -c1
lit_sat r16.y, c8191
slt_sat r22.z, v9.ywwz, c8191_abs
rep i21
    nop
    abs r11.xyw, c3
    abs r7, v2
    if b7
        frc r21, r24
        frc r9, c0
        m4x4 r24, v12.wwyx, c6653
        nop
        mov r5, r23.wxyw
        pow r25, r16.y, r6.z
        expp_sat r22.xw, r24.z
        dp3 r10.yzw, c1_abs, r24.zwxw
        expp r25.x, r24.x
        pow_sat r24.yzw, -v2_abs.x, r23_abs.y
        m3x4_sat r19, -v12_abs, c2318
    endif
endrep
max o6, r24, -c0.xzxy
mov o1.x, r30.z
max o9.yzw, -v9_abs, v9.zywx
