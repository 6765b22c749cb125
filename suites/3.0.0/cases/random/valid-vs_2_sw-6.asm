// case: random/valid/vs_2_sw/6 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/6 (assemble)
// expect: the tokens of valid-vs_2_sw-6.bin
// origin: random seed 1 vs_2_sw #6
vs_2_sw
defb b38, true
def c11, -1.0, -1.0, -1.0, 0.00024003194
dcl_position v5
defb b43, true
defi i46, 3, 3, 2, 0
def c18, 3.336354e36, -3.6215133e-35, 1.3587507e-5, 2.9559924e23
logp r18, -c3.z
if_eq c8191.y, c0.w
    crs r5.xy, -c3, -c2
    frc r4.yzw, -r18.x
    expp r30, r5.y
    sincos r13.y, v5.y, c8190, c8191
    rsq r28, c8191.x
    lrp r11, r18, c0.wxzw, -v5.zwyz
    mad r29, -r30, c3.wywz, v5.wwwx
endif
crs r4.yz, c1, c8191
rcp r31, -r4.z
slt r25, c2, c8191.wxy
m3x2 r21.xy, r25.xyxy, c1687
loop aL, i46
    loop aL, i46
        setp_gt p0.xy, c2, -c3
        m3x2 r18.xy, r25, c2017
        call l497
        sub r12.xz, c4[aL], c0[aL].ywz
        (p0.y) log r11, v5.x
        sub r28.zw, -c8[aL].wwzw, c8
        log r8, c0.z
    endloop
endloop
min oPos, c1.xxwx, c0
max oD0.zw, -r18, r4.zwzy
min oT0.x, c2.xxxy, -r31.zzxy
ret
label l497
expp r22, c3.z
ret
