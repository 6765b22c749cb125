// case: random/valid/vs_2_sw/7 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/7 (assemble)
// expect: the tokens of valid-vs_2_sw-7.bin
// origin: random seed 1 vs_2_sw #7
vs_2_sw
dcl_position v10
def c28, 0.5, 1.0749742e-33, 2.182324e38, 0.0
dcl_fog10 v3
defb b6, false
defi i56, 4, 3, 1, 0
defi i33, 1, 3, 2, 0
add r4, -c0.yxw, c3
min r3.y, -v10.xwx, -c0
log r2, -r4.z
sub r14, -c2.ywwy, r2
m4x4 r15, v10, c1010
lit r17, v10.zzxz
nrm r9, r4
dst r15, -c1, r14.yz
callnz l924, b15
pow r11.z, -c0.x, -c3.w
dst r30, r2.ywxw, -c0.wzwx
callnz l1835, b7
m3x4 r11, -r15, c4312
log r2, r9.z
if_eq -c3.w, c2.z
    lrp r1, -r14, r14, r15
    nop
    dst r26, -r17.wy, c3.yywx
    if b8
        pow r29, r26.x, -r2.z
        m3x4 r4, -r29, c4243
        lit r11.w, -r29
        rsq r1, -c0.z
        dst r19, r29, -r15.wzzw
        crs r24.y, v3, r26
        loop aL, i56
            mov r19, -r11
            loop aL, i56
                mul r29, c3.wzx, -r29
                dp3 r9, r4, r17.yyx
                break_lt r9.z, r19.z
                mad r26, -c8191, -r4, -c0.wzxz
                if b10
                    crs r23.yz, c4[aL], r19
                    m3x3 r1.xyz, v3, c6981
                    crs r4.yz, r26, r29
                    dst r31, -c2.yzwz, c8191
                    slt r21, -c0.ywyw, r30
                endif
            endloop
        endloop
    endif
endif
min oPos, r9.xzyw, v10.wxxy
mul oT0, v10, c2.zyzw
min oT1, -r9.yzw, r2
mov oT2.xyz, -c1
ret
label l924
mov r14, c2.zzxz
dst r27.x, r4, r4
loop aL, i56
    dst r5, r15.xxy, -v10.zywz
    frc r20, r17.wwzx
    m3x2 r19.xy, r4.wywx, c281
endloop
ret
label l1835
pow r2, r14.z, -r15.w
nrm r20, r2
ret
